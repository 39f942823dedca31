// A service's page as composed from its domains: billing's page with the leads feature's send-request button handed in
// (booking the free consultation, asking for installments). Loaded lazily by the three service routes.
import { ServicePage } from "../features/billing/service-page.tsx";
import { SendRequestButton } from "../features/leads/lead-button.tsx";

export function ComposedServicePage() {
  return <ServicePage request={SendRequestButton} />;
}
