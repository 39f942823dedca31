// Abuse limits with graphql-armor's defaults: depth 6, cost 5000, aliases 15, tokens 1000.
import {
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  getNamedType,
  getNullableType,
  GraphQLError,
  GraphQLInterfaceType,
  GraphQLList,
  type GraphQLNamedType,
  GraphQLObjectType,
  type GraphQLSchema,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql";

export const LIMITS = { maxDepth: 6, maxCost: 5000, maxAliases: 15, maxTokens: 1000, defaultListSize: 10 };

type Walk = { depth: number; cost: number; aliases: number };

function walk(
  schema: GraphQLSchema,
  parent: GraphQLNamedType | undefined,
  set: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  depth: number,
  multiplier: number,
  acc: Walk,
  seen: Set<string>,
): void {
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      if (sel.name.value.startsWith("__")) continue;
      if (sel.alias) acc.aliases++;
      const d = depth + 1;
      if (d > acc.depth) acc.depth = d;
      acc.cost += multiplier;
      const def = parent instanceof GraphQLObjectType || parent instanceof GraphQLInterfaceType
        ? parent.getFields()[sel.name.value]
        : undefined;
      // Only list fields multiply the cost of what they select.
      const isList = def ? getNullableType(def.type) instanceof GraphQLList : true;
      if (sel.selectionSet) {
        const next = isList ? multiplier * listSize(sel) : multiplier;
        walk(schema, def ? getNamedType(def.type) : undefined, sel.selectionSet, fragments, d, next, acc, seen);
      }
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      const type = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : parent;
      walk(schema, type ?? undefined, sel.selectionSet, fragments, depth, multiplier, acc, seen);
    } else {
      const frag = fragments[sel.name.value];
      if (!frag || seen.has(frag.name.value)) continue; // cycles are reported by graphql's own rules
      seen.add(frag.name.value);
      walk(
        schema,
        schema.getType(frag.typeCondition.name.value) ?? undefined,
        frag.selectionSet,
        fragments,
        depth,
        multiplier,
        acc,
        seen,
      );
      seen.delete(frag.name.value);
    }
  }
}

/** A field's expected list size: its limit argument (also inside paging/paginationOptions), else a default. */
function listSize(field: FieldNode): number {
  for (const arg of field.arguments ?? []) {
    if (arg.name.value === "limit" && arg.value.kind === Kind.INT) return Math.max(1, Number(arg.value.value));
    if (arg.value.kind === Kind.OBJECT) {
      const limit = arg.value.fields.find((f) => f.name.value === "limit");
      if (limit?.value.kind === Kind.INT) return Math.max(1, Number(limit.value.value));
    }
  }
  return LIMITS.defaultListSize;
}

function limitError(code: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, i18nKey: `errors.${code}` } });
}

/** One validation rule for depth, cost and aliases, so the document is walked once. */
export function QueryLimitsRule(context: ValidationContext): ASTVisitor {
  return {
    Document(doc) {
      const fragments: Record<string, FragmentDefinitionNode> = {};
      for (const def of doc.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
      for (const def of doc.definitions) {
        if (def.kind !== Kind.OPERATION_DEFINITION) continue;
        const acc: Walk = { depth: 0, cost: 0, aliases: 0 };
        const schema = context.getSchema();
        const root = def.operation === "query"
          ? schema.getQueryType()
          : def.operation === "mutation"
          ? schema.getMutationType()
          : schema.getSubscriptionType();
        walk(schema, root ?? undefined, def.selectionSet, fragments, 0, 1, acc, new Set());
        if (acc.depth > LIMITS.maxDepth) {
          context.reportError(
            limitError("QUERY_TOO_DEEP", `Query depth ${acc.depth} exceeds the limit of ${LIMITS.maxDepth}`),
          );
        }
        if (acc.aliases > LIMITS.maxAliases) {
          context.reportError(
            limitError("TOO_MANY_ALIASES", `Query has ${acc.aliases} aliases; the limit is ${LIMITS.maxAliases}`),
          );
        }
        if (acc.cost > LIMITS.maxCost) {
          context.reportError(
            limitError("QUERY_TOO_COSTLY", `Query cost ${acc.cost} exceeds the limit of ${LIMITS.maxCost}`),
          );
        }
      }
      return false;
    },
  };
}
