// Demo content for Fellows Club: job categories, jobs (UN and companies), articles in Russian and English,
// and learning paths built from those articles. Plain data; the seeding code maps it onto the schema.
// All employers outside the UN system are fictional; application links point at example.org.

type SeedCategory = { slug: string; name: string; engTrans: string };

type SeedJob = {
  title: string;
  company: string | null;
  isUN: boolean;
  countryIso: string;
  city: string;
  state: string | null;
  seniority: "Junior" | "Middle" | "Senior" | "Lead" | "Intern";
  categories: string[];
  tags: string[];
  regions: string[];
  salary: { min: number; max: number; currency: "USD" | "EUR" | "GBP" | "CHF" } | null;
  readAccess: "UNANYMOUS" | "AUTHORIZED" | "FELLOW";
  postedDaysAgo: number;
  openDays: number;
  isRelocationPackage: boolean;
  isVisaNeeded: boolean;
  hasReferral: boolean;
  applicationLink: string;
  description: string;
};

type SeedArticle = {
  slug: string;
  language: "ru" | "en";
  title: string;
  description: string;
  tags: string[];
  author: { firstName: string; lastName: string };
  articleText: string;
  readAccess: "UNANYMOUS" | "AUTHORIZED" | "FELLOW";
  hideHalf: boolean;
  video: string | null;
  isFeatured: boolean;
  featureOrder: number | null;
  ghostPostSlug: string | null;
  publishedDaysAgo: number;
};

type SeedLearningPath = {
  slug: string;
  language: "ru" | "en";
  title: string;
  description: string;
  heroVideoUrl: string | null;
  announcementOnly: boolean;
  countAvailableArticles: number;
  bulletPoints: Array<{ big_text: string; text: string }>;
  steps: Array<{ text: string; articleSlug: string; hasVideo: boolean }>;
};

export const SEED_CATEGORIES: SeedCategory[] = [
  { slug: "international-development", name: "Международное развитие", engTrans: "International Development" },
  { slug: "humanitarian-aid", name: "Гуманитарная помощь", engTrans: "Humanitarian Aid" },
  { slug: "data-analytics", name: "Данные и аналитика", engTrans: "Data & Analytics" },
  { slug: "software-engineering", name: "Разработка ПО", engTrans: "Software Engineering" },
  { slug: "finance", name: "Финансы", engTrans: "Finance" },
  { slug: "human-resources", name: "Управление персоналом", engTrans: "Human Resources" },
  { slug: "communications", name: "Коммуникации", engTrans: "Communications" },
  { slug: "project-management", name: "Управление проектами", engTrans: "Project Management" },
  { slug: "research", name: "Исследования", engTrans: "Research" },
  { slug: "education", name: "Образование", engTrans: "Education" },
  { slug: "legal", name: "Юриспруденция", engTrans: "Legal" },
  { slug: "operations-logistics", name: "Операции и логистика", engTrans: "Operations & Logistics" },
  { slug: "design", name: "Дизайн", engTrans: "Design" },
  { slug: "sales-marketing", name: "Продажи и маркетинг", engTrans: "Sales & Marketing" },
];

// Jobs are posted in English. Salaries are yearly; UN salaries are indicative net base plus post adjustment.
export const SEED_JOBS: SeedJob[] = [
  {
    title: "Programme Analyst, Climate Finance (P2)",
    company: "UNDP",
    isUN: true,
    countryIso: "US",
    city: "New York",
    state: "NY",
    seniority: "Middle",
    categories: ["international-development", "finance"],
    tags: ["full-time", "fixed-term", "english"],
    regions: ["North America"],
    salary: { min: 78000, max: 96000, currency: "USD" },
    readAccess: "UNANYMOUS",
    postedDaysAgo: 3,
    openDays: 21,
    isRelocationPackage: true,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/careers/undp/programme-analyst-climate-finance",
    description:
      "<p>The Bureau for Policy and Programme Support is looking for a Programme Analyst to join its Climate Finance team in New York. You will help country offices design bankable climate projects and track a growing portfolio funded by the Green Climate Fund and the Global Environment Facility.</p><h3>Key responsibilities</h3><ul><li>Review project concept notes and funding proposals for quality, eligibility and financial logic</li><li>Maintain the portfolio dashboard and prepare quarterly reports for senior management and donors</li><li>Support country offices in Asia and Africa during appraisal missions and donor negotiations</li><li>Draft briefing notes, talking points and knowledge products on climate finance trends</li></ul><h3>Requirements</h3><ul><li>Master's degree in economics, finance, environmental policy or a related field</li><li>At least two years of relevant experience in project finance, development cooperation or climate policy</li><li>Fluency in English; working knowledge of French or Spanish is an asset</li></ul><p>This is a fixed-term appointment for one year, renewable subject to performance and funding. UNDP offers a competitive tax-free salary, relocation grant, health insurance, pension fund membership and 30 days of annual leave.</p>",
  },
  {
    title: "Education Specialist, Early Childhood Development (P4)",
    company: "UNICEF",
    isUN: true,
    countryIso: "KE",
    city: "Nairobi",
    state: null,
    seniority: "Senior",
    categories: ["education", "international-development"],
    tags: ["full-time", "relocation", "english"],
    regions: ["Africa"],
    salary: { min: 112000, max: 138000, currency: "USD" },
    readAccess: "AUTHORIZED",
    postedDaysAgo: 10,
    openDays: 28,
    isRelocationPackage: true,
    isVisaNeeded: false,
    hasReferral: true,
    applicationLink: "https://example.org/careers/unicef/education-specialist-ecd-nairobi",
    description:
      "<p>The UNICEF Eastern and Southern Africa Regional Office is recruiting an Education Specialist to lead its work on early childhood development across 21 countries. The role combines technical leadership with close support to governments scaling up pre-primary education.</p><h3>What you will do</h3><ul><li>Provide technical guidance to country offices on pre-primary policy, costing and quality standards</li><li>Lead regional evidence reviews and translate findings into practical programme guidance</li><li>Build partnerships with ministries of education, regional bodies and development banks</li><li>Coordinate a network of ECD focal points and organise the annual regional learning forum</li></ul><h3>What we are looking for</h3><ul><li>Advanced university degree in education, child development, public policy or a related field</li><li>Eight years of progressively responsible experience, including at least three in a developing country</li><li>Proven ability to influence policy and work with senior government counterparts</li><li>Fluency in English; knowledge of French or Portuguese is highly desirable</li></ul><p>UNICEF offers an international benefits package including relocation support, education grant for dependants and home leave. Nairobi is a family duty station.</p>",
  },
  {
    title: "Data Management Officer (P3)",
    company: "WHO",
    isUN: true,
    countryIso: "CH",
    city: "Geneva",
    state: null,
    seniority: "Middle",
    categories: ["data-analytics", "research"],
    tags: ["full-time", "fixed-term", "english"],
    regions: ["Western Europe"],
    salary: { min: 98000, max: 124000, currency: "USD" },
    readAccess: "FELLOW",
    postedDaysAgo: 5,
    openDays: 30,
    isRelocationPackage: true,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/careers/who/data-management-officer-geneva",
    description:
      "<p>The Division of Data, Analytics and Delivery for Impact is seeking a Data Management Officer to strengthen the quality and interoperability of global health statistics. You will work with a small team responsible for the World Health Statistics report and the Global Health Observatory.</p><h3>Responsibilities</h3><ul><li>Design and maintain data pipelines that consolidate country-reported indicators</li><li>Develop validation rules and quality checks together with technical programmes</li><li>Document metadata and data standards in line with SDMX and WHO guidelines</li><li>Support member states in improving routine health information systems</li></ul><h3>Qualifications</h3><ul><li>Master's degree in statistics, epidemiology, data science or public health</li><li>Five years of experience managing large datasets, ideally in an international setting</li><li>Strong skills in SQL and R or Python; experience with DHIS2 is an advantage</li><li>Excellent English; a second UN language is desirable</li></ul><p>The position is a two-year fixed-term appointment. WHO offers an attractive remuneration package, including post adjustment, rental subsidy, dependency allowances and 30 working days of annual leave.</p>",
  },
  {
    title: "Protection Officer (NOB)",
    company: "UNHCR",
    isUN: true,
    countryIso: "MD",
    city: "Chisinau",
    state: null,
    seniority: "Middle",
    categories: ["humanitarian-aid", "legal"],
    tags: ["full-time", "russian-speaking", "fixed-term"],
    regions: ["Eastern Europe"],
    salary: { min: 34000, max: 42000, currency: "USD" },
    readAccess: "UNANYMOUS",
    postedDaysAgo: 40,
    openDays: 25,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/careers/unhcr/protection-officer-chisinau",
    description:
      "<p>UNHCR in Moldova is recruiting a national Protection Officer to coordinate protection services for refugees and asylum-seekers. The role is open to nationals of the Republic of Moldova and requires frequent travel to border areas and refugee accommodation centres.</p><h3>Main duties</h3><ul><li>Monitor access to asylum procedures and identify persons with specific needs</li><li>Coordinate referral pathways with government authorities, NGOs and legal aid providers</li><li>Provide guidance to partners on child protection and gender-based violence prevention</li><li>Prepare protection analysis and contribute to the inter-agency protection working group</li></ul><h3>Requirements</h3><ul><li>University degree in law, international relations, social sciences or a related field</li><li>At least two years of experience in refugee protection, human rights or social work</li><li>Fluency in Romanian, Russian and English</li></ul><p>The contract is for twelve months with the possibility of extension. UNHCR is committed to a diverse and inclusive workforce; women and persons with disabilities are encouraged to apply.</p>",
  },
  {
    title: "Supply Chain Officer (P3)",
    company: "WFP",
    isUN: true,
    countryIso: "IT",
    city: "Rome",
    state: null,
    seniority: "Middle",
    categories: ["operations-logistics"],
    tags: ["full-time", "english"],
    regions: ["Western Europe"],
    salary: { min: 95000, max: 118000, currency: "USD" },
    readAccess: "AUTHORIZED",
    postedDaysAgo: 8,
    openDays: 21,
    isRelocationPackage: true,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/careers/wfp/supply-chain-officer-rome",
    description:
      "<p>The World Food Programme's Supply Chain Planning unit at headquarters is looking for an officer to improve how food and cash assistance moves from suppliers to the people who need it. You will work on end-to-end planning for some of WFP's largest operations.</p><h3>Responsibilities</h3><ul><li>Lead integrated supply chain planning exercises with country offices</li><li>Analyse pipeline breaks, lead times and costs, and recommend corrective actions</li><li>Maintain planning tools and improve data quality in WFP's logistics systems</li><li>Train country office staff on demand and supply planning methodology</li></ul><h3>Profile</h3><ul><li>Advanced degree in supply chain management, operations research, economics or engineering</li><li>Five years of progressively responsible experience in supply chain planning</li><li>Strong analytical skills; experience with Power BI or Tableau</li><li>Fluency in English; French, Spanish or Arabic is an asset</li></ul><p>WFP offers an international salary package and the chance to work on operations that reach more than 100 million people every year.</p>",
  },
  {
    title: "Agricultural Economist (Consultant)",
    company: "FAO",
    isUN: true,
    countryIso: "HU",
    city: "Budapest",
    state: null,
    seniority: "Senior",
    categories: ["research", "international-development"],
    tags: ["consultancy", "russian-speaking", "fixed-term"],
    regions: ["Eastern Europe"],
    salary: null,
    readAccess: "FELLOW",
    postedDaysAgo: 14,
    openDays: 30,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: true,
    applicationLink: "https://example.org/careers/fao/agricultural-economist-consultant",
    description:
      "<p>The FAO Regional Office for Europe and Central Asia seeks an experienced agricultural economist for a six-month consultancy supporting smallholder market access in Central Asia. The assignment is home-based with two missions to the region.</p><h3>Tasks</h3><ul><li>Analyse value chains for fruit, vegetables and dairy in Kyrgyzstan, Tajikistan and Uzbekistan</li><li>Assess policy barriers to exports and propose practical reforms</li><li>Facilitate consultations with ministries, farmer organisations and private buyers</li><li>Prepare a regional synthesis report and policy briefs</li></ul><h3>Requirements</h3><ul><li>Advanced degree in agricultural economics, economics or rural development</li><li>Ten years of relevant experience, including work with governments in the region</li><li>Fluency in English and Russian is required</li></ul><p>Remuneration is set according to FAO consultant rates and the candidate's experience. Travel costs and daily subsistence allowance are covered separately.</p>",
  },
  {
    title: "Programme Specialist, Digital Learning (P4)",
    company: "UNESCO",
    isUN: true,
    countryIso: "FR",
    city: "Paris",
    state: null,
    seniority: "Senior",
    categories: ["education", "international-development"],
    tags: ["full-time", "english", "relocation"],
    regions: ["Western Europe"],
    salary: { min: 115000, max: 140000, currency: "USD" },
    readAccess: "FELLOW",
    postedDaysAgo: 2,
    openDays: 30,
    isRelocationPackage: true,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/careers/unesco/programme-specialist-digital-learning",
    description:
      "<p>UNESCO's Education Sector is recruiting a Programme Specialist to lead its work on digital learning and open educational resources. You will help member states build inclusive, safe and effective digital learning systems.</p><h3>Your role</h3><ul><li>Manage a portfolio of extrabudgetary projects on digital learning in Africa and Asia</li><li>Develop normative guidance on AI in education and teacher digital competencies</li><li>Represent UNESCO in global coalitions and mobilise resources from donors and the private sector</li><li>Supervise a team of three professionals and several consultants</li></ul><h3>Requirements</h3><ul><li>Advanced degree in education, educational technology or public policy</li><li>At least seven years of relevant experience, four of them at the international level</li><li>Excellent command of English or French and good knowledge of the other</li></ul><p>UNESCO offers a tax-exempt salary, medical insurance, pension scheme and generous leave. Paris headquarters provides a multicultural environment with flexible working arrangements.</p>",
  },
  {
    title: "Labour Market Information Specialist (P4)",
    company: "ILO",
    isUN: true,
    countryIso: "RU",
    city: "Moscow",
    state: null,
    seniority: "Senior",
    categories: ["research", "data-analytics"],
    tags: ["full-time", "russian-speaking"],
    regions: ["Eastern Europe"],
    salary: null,
    readAccess: "AUTHORIZED",
    postedDaysAgo: 55,
    openDays: 30,
    isRelocationPackage: true,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/careers/ilo/labour-market-information-specialist",
    description:
      "<p>The ILO Decent Work Technical Support Team for Eastern Europe and Central Asia is looking for a specialist to strengthen labour statistics and skills forecasting in the subregion. The specialist will cover ten countries and work closely with national statistical offices.</p><h3>Main duties</h3><ul><li>Advise governments on labour force surveys and implementation of ILO statistical standards</li><li>Develop skills anticipation methodologies and train national analysts</li><li>Produce regional analytical reports on employment, informality and wages</li><li>Contribute to resource mobilisation and project design</li></ul><h3>Qualifications</h3><ul><li>Advanced degree in economics, statistics or labour studies</li><li>Seven years of experience in labour market analysis, including technical cooperation</li><li>Excellent command of Russian and English</li></ul><p>The position offers a competitive international package. Applications from women are particularly encouraged. The selected candidate will be expected to travel about 30% of the time, mainly to Central Asia and the South Caucasus.</p>",
  },
  {
    title: "Migration and Development Officer (NOB)",
    company: "IOM",
    isUN: true,
    countryIso: "UZ",
    city: "Tashkent",
    state: null,
    seniority: "Middle",
    categories: ["international-development"],
    tags: ["full-time", "russian-speaking"],
    regions: ["Asia"],
    salary: { min: 36000, max: 44000, currency: "USD" },
    readAccess: "UNANYMOUS",
    postedDaysAgo: 6,
    openDays: 21,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/careers/iom/migration-development-officer-tashkent",
    description:
      "<p>IOM Uzbekistan is recruiting a national officer to manage projects that help migrant workers and their families use remittances and new skills to build livelihoods at home. The position is based in Tashkent with regular travel to the regions.</p><h3>Responsibilities</h3><ul><li>Manage day-to-day implementation of a labour migration and reintegration project</li><li>Coordinate with the Agency for External Labour Migration, local authorities and employers</li><li>Design financial literacy and pre-departure orientation activities</li><li>Monitor results, manage the budget and prepare donor reports</li></ul><h3>Requirements</h3><ul><li>Bachelor's degree in economics, social sciences or international relations with four years of experience, or a master's with two years</li><li>Experience in project management with international organisations or NGOs</li><li>Fluency in Uzbek, Russian and English</li></ul><p>This is a one-year contract with the possibility of extension. Only nationals of Uzbekistan are eligible.</p>",
  },
  {
    title: "Project Manager, Sustainable Infrastructure (IICA-3)",
    company: "UNOPS",
    isUN: true,
    countryIso: "DK",
    city: "Copenhagen",
    state: null,
    seniority: "Senior",
    categories: ["project-management", "operations-logistics"],
    tags: ["full-time", "relocation", "english"],
    regions: ["Western Europe"],
    salary: { min: 120000, max: 150000, currency: "USD" },
    readAccess: "FELLOW",
    postedDaysAgo: 12,
    openDays: 30,
    isRelocationPackage: true,
    isVisaNeeded: false,
    hasReferral: true,
    applicationLink: "https://example.org/careers/unops/project-manager-sustainable-infrastructure",
    description:
      "<p>UNOPS headquarters in Copenhagen is looking for a Project Manager to oversee a multi-country portfolio of resilient infrastructure projects, including schools, health facilities and water systems. The role reports to the Director of the Sustainable Infrastructure Impact team.</p><h3>Key responsibilities</h3><ul><li>Plan, deliver and close projects on time, within budget and to agreed quality standards</li><li>Lead risk management, procurement planning and stakeholder engagement</li><li>Ensure compliance with UNOPS health, safety, social and environmental policies</li><li>Manage a team of engineers and project officers across three countries</li></ul><h3>Requirements</h3><ul><li>Master's degree in civil engineering, project management or a related field</li><li>Ten years of experience managing infrastructure projects, five of them internationally</li><li>PRINCE2 or PMP certification is required</li></ul><p>The International Individual Contractor Agreement includes a monthly fee, life and health insurance, and 30 days of annual leave.</p>",
  },
  {
    title: "Gender and Economic Empowerment Specialist (P4)",
    company: "UN Women",
    isUN: true,
    countryIso: "TH",
    city: "Bangkok",
    state: null,
    seniority: "Senior",
    categories: ["international-development", "research"],
    tags: ["full-time", "english", "relocation"],
    regions: ["Asia"],
    salary: { min: 110000, max: 135000, currency: "USD" },
    readAccess: "AUTHORIZED",
    postedDaysAgo: 20,
    openDays: 28,
    isRelocationPackage: true,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/careers/unwomen/economic-empowerment-specialist-bangkok",
    description:
      "<p>The UN Women Regional Office for Asia and the Pacific seeks a specialist to lead its women's economic empowerment portfolio. You will shape regional programming on decent work, care economy and women's entrepreneurship.</p><h3>What you will do</h3><ul><li>Provide policy advice and technical support to country offices across the region</li><li>Lead the design of new regional programmes and mobilise resources</li><li>Build partnerships with governments, the private sector and women's organisations</li><li>Oversee research on unpaid care work and gender gaps in social protection</li></ul><h3>Requirements</h3><ul><li>Master's degree in economics, gender studies, development studies or a related field</li><li>Seven years of progressively responsible experience in gender and economic policy</li><li>Fluency in English; knowledge of another regional language is an asset</li></ul><p>UN Women offers a full international package. Bangkok is a family duty station with good international schools.</p>",
  },
  {
    title: "Programme Analyst, Population Data (P2)",
    company: "UNFPA",
    isUN: true,
    countryIso: "ZA",
    city: "Johannesburg",
    state: null,
    seniority: "Junior",
    categories: ["data-analytics", "international-development"],
    tags: ["full-time", "english", "fixed-term"],
    regions: ["Africa"],
    salary: { min: 70000, max: 88000, currency: "USD" },
    readAccess: "UNANYMOUS",
    postedDaysAgo: 70,
    openDays: 30,
    isRelocationPackage: true,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/careers/unfpa/programme-analyst-population-data",
    description:
      "<p>The UNFPA East and Southern Africa Regional Office is recruiting a Programme Analyst to support national statistical offices in preparing and using census and survey data. This is an excellent entry point for a quantitative professional who wants to work on development policy.</p><h3>Responsibilities</h3><ul><li>Support countries in planning digital censuses and quality assurance</li><li>Produce population projections and subnational estimates</li><li>Create data visualisations and policy briefs for advocacy</li><li>Organise regional trainings on demographic analysis</li></ul><h3>Requirements</h3><ul><li>Master's degree in demography, statistics, economics or public health</li><li>Two years of experience in population data analysis</li><li>Proficiency in Stata, R or Python and in GIS tools</li><li>Fluency in English; Portuguese or French is an asset</li></ul><p>UNFPA offers a fixed-term appointment with an attractive compensation and benefits package.</p>",
  },
  {
    title: "Humanitarian Affairs Officer (P3)",
    company: "OCHA",
    isUN: true,
    countryIso: "ET",
    city: "Addis Ababa",
    state: null,
    seniority: "Middle",
    categories: ["humanitarian-aid", "project-management"],
    tags: ["full-time", "relocation", "english"],
    regions: ["Africa"],
    salary: { min: 85000, max: 105000, currency: "USD" },
    readAccess: "FELLOW",
    postedDaysAgo: 4,
    openDays: 21,
    isRelocationPackage: true,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/careers/ocha/humanitarian-affairs-officer-addis",
    description:
      "<p>The OCHA country office in Ethiopia is looking for a Humanitarian Affairs Officer to support inter-agency coordination in response to drought, displacement and disease outbreaks. The officer will work closely with the Humanitarian Coordinator and cluster leads.</p><h3>Responsibilities</h3><ul><li>Coordinate needs assessments and joint response planning with clusters and partners</li><li>Draft situation reports, flash updates and briefing notes for senior leadership</li><li>Support the allocation process of the Ethiopia Humanitarian Fund</li><li>Facilitate civil-military coordination and access negotiations in the field</li></ul><h3>Requirements</h3><ul><li>Advanced degree in political science, social sciences, international relations or a related field</li><li>Five years of experience in humanitarian affairs, emergency preparedness or crisis management</li><li>Fluency in English; knowledge of Amharic or Arabic is an advantage</li></ul><p>This is a non-family duty station with rest and recuperation cycles. The UN Secretariat offers a competitive salary, hardship allowance and full medical coverage.</p>",
  },
  {
    title: "Associate Market Analyst (P2)",
    company: "International Trade Centre (ITC)",
    isUN: true,
    countryIso: "CH",
    city: "Geneva",
    state: null,
    seniority: "Junior",
    categories: ["research", "data-analytics"],
    tags: ["full-time", "english", "entry-level"],
    regions: ["Western Europe"],
    salary: { min: 80000, max: 98000, currency: "USD" },
    readAccess: "AUTHORIZED",
    postedDaysAgo: 18,
    openDays: 30,
    isRelocationPackage: true,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/careers/itc/associate-market-analyst",
    description:
      "<p>The International Trade Centre's Market Analysis and Research section helps small businesses in developing countries find export opportunities. We are recruiting an Associate Market Analyst to work on our trade intelligence tools, used by more than a million people every year.</p><h3>Responsibilities</h3><ul><li>Process and validate trade, tariff and non-tariff measure data</li><li>Conduct export potential analyses for selected countries and sectors</li><li>Contribute to publications such as the SME Competitiveness Outlook</li><li>Deliver online trainings on market analysis tools to trade support institutions</li></ul><h3>Requirements</h3><ul><li>Master's degree in economics, international trade or statistics</li><li>Two years of experience in quantitative economic analysis</li><li>Good command of Stata or R; knowledge of trade databases is an asset</li><li>Fluency in English; French or Spanish is desirable</li></ul><p>ITC offers a diverse team, flexible working arrangements and the full UN common system benefits package.</p>",
  },
  {
    title: "Communication Intern, Digital Engagement",
    company: "UNICEF",
    isUN: true,
    countryIso: "US",
    city: "New York",
    state: "NY",
    seniority: "Intern",
    categories: ["communications"],
    tags: ["internship", "entry-level", "english"],
    regions: ["North America"],
    salary: null,
    readAccess: "UNANYMOUS",
    postedDaysAgo: 1,
    openDays: 30,
    isRelocationPackage: false,
    isVisaNeeded: true,
    hasReferral: false,
    applicationLink: "https://example.org/careers/unicef/communication-intern-digital",
    description:
      "<p>The Division of Global Communication and Advocacy invites students and recent graduates to apply for a six-month internship with the digital engagement team. You will help tell the stories of children around the world across UNICEF's global social media channels.</p><h3>What you will learn and do</h3><ul><li>Research and draft social media posts, captions and short video scripts</li><li>Monitor audience analytics and prepare weekly performance summaries</li><li>Support the team during global campaigns such as World Children's Day</li><li>Coordinate content requests with regional and country offices</li></ul><h3>Who can apply</h3><ul><li>Students enrolled in a bachelor's or master's programme, or graduates within the last two years</li><li>Strong writing skills in English; another UN language is an asset</li><li>Interest in digital storytelling, design tools and children's rights</li></ul><p>UNICEF provides a monthly stipend to interns. Interns are responsible for their own travel, visa and insurance arrangements.</p>",
  },
  {
    title: "Human Resources Intern",
    company: "UNDP",
    isUN: true,
    countryIso: "TR",
    city: "Istanbul",
    state: null,
    seniority: "Intern",
    categories: ["human-resources"],
    tags: ["internship", "entry-level", "part-time"],
    regions: ["Asia", "Europe"],
    salary: null,
    readAccess: "UNANYMOUS",
    postedDaysAgo: 85,
    openDays: 30,
    isRelocationPackage: false,
    isVisaNeeded: true,
    hasReferral: false,
    applicationLink: "https://example.org/careers/undp/hr-intern-istanbul",
    description:
      "<p>The UNDP Istanbul Regional Hub for Europe and Central Asia offers a three-month internship in its human resources team. The intern will get hands-on exposure to recruitment and talent management in a large international organisation.</p><h3>Tasks</h3><ul><li>Support shortlisting, scheduling interviews and preparing assessment packages</li><li>Update HR records and help prepare onboarding materials for new colleagues</li><li>Contribute to the regional learning calendar and staff surveys</li><li>Research good practices on diversity and inclusion in recruitment</li></ul><h3>Requirements</h3><ul><li>Enrolment in a graduate programme, or graduation within the past year, in HR management, psychology, business administration or a related field</li><li>Good command of English; Turkish or Russian is an advantage</li><li>Proficiency in Excel and attention to detail</li></ul><p>The internship is part-time (three days a week) to allow interns to continue their studies. UNDP provides a monthly stipend based on the duty station.</p>",
  },
  {
    title: "Cash-Based Transfers Officer (P2)",
    company: "WFP",
    isUN: true,
    countryIso: "CO",
    city: "Bogotá",
    state: null,
    seniority: "Middle",
    categories: ["humanitarian-aid", "finance"],
    tags: ["full-time", "relocation", "english"],
    regions: ["South America"],
    salary: { min: 68000, max: 84000, currency: "USD" },
    readAccess: "AUTHORIZED",
    postedDaysAgo: 9,
    openDays: 25,
    isRelocationPackage: true,
    isVisaNeeded: false,
    hasReferral: true,
    applicationLink: "https://example.org/careers/wfp/cbt-officer-bogota",
    description:
      "<p>WFP Colombia assists Venezuelan migrants and host communities through cash transfers delivered via banks and mobile wallets. We are recruiting a Cash-Based Transfers Officer to make this assistance faster, safer and more accountable.</p><h3>Key tasks</h3><ul><li>Manage relationships with financial service providers and monitor service levels</li><li>Reconcile transfers and investigate discrepancies with finance colleagues</li><li>Support feasibility assessments and market monitoring in new areas</li><li>Strengthen beneficiary feedback mechanisms and data protection practices</li></ul><h3>Requirements</h3><ul><li>Master's degree in economics, finance, business or international development</li><li>Two years of experience in cash programming, financial services or humanitarian operations</li><li>Fluency in English and Spanish</li></ul><p>WFP offers a competitive international package and the opportunity to work in one of its most innovative cash operations worldwide. Bogotá is a family duty station, and the position includes regular field missions to the border departments of La Guajira and Norte de Santander.</p>",
  },
  {
    title: "Health Emergency Officer (P4)",
    company: "WHO",
    isUN: true,
    countryIso: "EG",
    city: "Cairo",
    state: null,
    seniority: "Senior",
    categories: ["humanitarian-aid"],
    tags: ["full-time", "relocation", "english"],
    regions: ["Africa"],
    salary: { min: 118000, max: 142000, currency: "USD" },
    readAccess: "FELLOW",
    postedDaysAgo: 48,
    openDays: 30,
    isRelocationPackage: true,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/careers/who/health-emergency-officer-cairo",
    description:
      "<p>The WHO Regional Office for the Eastern Mediterranean is seeking a Health Emergency Officer to support preparedness and response in countries affected by conflict and outbreaks. The officer will be deployed to the field for up to 60 days a year.</p><h3>Responsibilities</h3><ul><li>Support countries in developing multi-hazard emergency preparedness plans</li><li>Lead rapid risk assessments and coordinate health cluster partners during acute emergencies</li><li>Monitor implementation of the International Health Regulations</li><li>Manage regional simulation exercises and after-action reviews</li></ul><h3>Requirements</h3><ul><li>Medical degree or advanced degree in public health, epidemiology or emergency management</li><li>Seven years of experience in health emergency response, including field deployments</li><li>Excellent English; Arabic or French is highly desirable</li></ul><p>WHO offers a full international package, including hardship allowance for field deployments.</p>",
  },
  {
    title: "Legal Officer, Statelessness (P3)",
    company: "UNHCR",
    isUN: true,
    countryIso: "CH",
    city: "Geneva",
    state: null,
    seniority: "Middle",
    categories: ["legal", "humanitarian-aid"],
    tags: ["full-time", "english"],
    regions: ["Western Europe"],
    salary: null,
    readAccess: "FELLOW",
    postedDaysAgo: 11,
    openDays: 30,
    isRelocationPackage: true,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/careers/unhcr/legal-officer-statelessness",
    description:
      "<p>UNHCR's Division of International Protection is recruiting a Legal Officer for its statelessness section. You will support the global campaign to end statelessness by helping states reform nationality laws and establish statelessness determination procedures.</p><h3>Responsibilities</h3><ul><li>Provide legal analysis of nationality legislation and draft technical comments for governments</li><li>Develop guidance, training materials and good practice papers</li><li>Support field operations with strategic litigation and advocacy</li><li>Follow developments in regional human rights mechanisms</li></ul><h3>Requirements</h3><ul><li>Advanced university degree in law, preferably with a focus on international law</li><li>Five years of relevant experience in refugee, nationality or human rights law</li><li>Excellent drafting skills in English; French or Spanish is an asset</li></ul><p>UNHCR offers an international salary and benefits package according to the UN common system.</p>",
  },
  {
    title: "Software Engineer, Digital Public Infrastructure",
    company: "UNDP",
    isUN: true,
    countryIso: "DK",
    city: "Copenhagen",
    state: null,
    seniority: "Middle",
    categories: ["software-engineering"],
    tags: ["hybrid", "full-time", "english"],
    regions: ["Western Europe"],
    salary: { min: 95000, max: 120000, currency: "USD" },
    readAccess: "AUTHORIZED",
    postedDaysAgo: 7,
    openDays: 28,
    isRelocationPackage: true,
    isVisaNeeded: false,
    hasReferral: true,
    applicationLink: "https://example.org/careers/undp/software-engineer-dpi",
    description:
      "<p>UNDP's Chief Digital Office is building open-source tools that help governments launch digital identity, payment and data exchange systems. We are looking for a software engineer who cares about clean code and real-world impact.</p><h3>What you will do</h3><ul><li>Build and maintain open-source services in TypeScript and Go</li><li>Design APIs that are easy for government developers to adopt</li><li>Review code from contributors and improve documentation</li><li>Work with country teams to pilot tools in partner countries</li></ul><h3>What you bring</h3><ul><li>Four years of professional experience in backend or full-stack development</li><li>Experience with PostgreSQL, containers and cloud infrastructure</li><li>Understanding of security and privacy by design</li><li>Fluency in English</li></ul><p>The team works in a hybrid setup, with two days a week in the UN City office. UNDP offers a competitive package and a genuinely mission-driven engineering culture.</p>",
  },
  {
    title: "Finance Associate (LICA-6)",
    company: "UNOPS",
    isUN: true,
    countryIso: "KE",
    city: "Nairobi",
    state: null,
    seniority: "Junior",
    categories: ["finance"],
    tags: ["full-time", "english"],
    regions: ["Africa"],
    salary: { min: 30000, max: 38000, currency: "USD" },
    readAccess: "UNANYMOUS",
    postedDaysAgo: 60,
    openDays: 21,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/careers/unops/finance-associate-nairobi",
    description:
      "<p>The UNOPS Kenya Multi-Country Office is looking for a Finance Associate to support financial management of projects in Kenya, Somalia and South Sudan. This is a local position open to nationals and residents of Kenya.</p><h3>Responsibilities</h3><ul><li>Process payments, verify supporting documents and maintain accurate records in the ERP system</li><li>Prepare bank reconciliations and monthly closure reports</li><li>Monitor project budgets and flag risks of over-expenditure</li><li>Support internal and external audits</li></ul><h3>Requirements</h3><ul><li>Bachelor's degree in accounting or finance; CPA(K) or ACCA is an advantage</li><li>Three years of experience in accounting, preferably in an international organisation</li><li>Advanced Excel skills and fluency in English</li></ul><p>UNOPS offers a Local Individual Contractor Agreement with medical insurance and annual leave. The initial contract is for one year with the possibility of extension, and the selected candidate will have access to UNOPS online learning programmes, including finance certifications.</p>",
  },
  {
    title: "Learning Design Consultant",
    company: "ILO",
    isUN: true,
    countryIso: "IT",
    city: "Turin",
    state: null,
    seniority: "Senior",
    categories: ["education", "human-resources"],
    tags: ["consultancy", "remote", "part-time"],
    regions: ["Western Europe"],
    salary: null,
    readAccess: "AUTHORIZED",
    postedDaysAgo: 15,
    openDays: 21,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/careers/ilo/learning-design-consultant",
    description:
      "<p>The International Training Centre of the ILO in Turin seeks a learning design consultant to redesign its flagship online course on social protection. The consultancy is home-based, around 60 working days over five months.</p><h3>Deliverables</h3><ul><li>A learner-centred course architecture with clear learning objectives</li><li>Interactive modules, case studies and assessments built in the Centre's learning platform</li><li>A facilitator guide and evaluation framework</li></ul><h3>Profile</h3><ul><li>Master's degree in instructional design, adult education or a related field</li><li>Seven years of experience designing online and blended learning for professional audiences</li><li>Portfolio of recent e-learning work</li><li>Excellent English; French or Spanish is an advantage</li></ul><p>The fee will be agreed based on experience and the ILO consultant rate scale. Please include a link to your portfolio with the application.</p>",
  },
  {
    title: "Regional Communications Specialist (P4)",
    company: "UNFPA",
    isUN: true,
    countryIso: "TR",
    city: "Istanbul",
    state: null,
    seniority: "Senior",
    categories: ["communications"],
    tags: ["full-time", "russian-speaking", "english"],
    regions: ["Asia", "Eastern Europe"],
    salary: { min: 105000, max: 128000, currency: "USD" },
    readAccess: "FELLOW",
    postedDaysAgo: 13,
    openDays: 30,
    isRelocationPackage: true,
    isVisaNeeded: false,
    hasReferral: true,
    applicationLink: "https://example.org/careers/unfpa/regional-communications-specialist",
    description:
      "<p>The UNFPA Regional Office for Eastern Europe and Central Asia is seeking a Communications Specialist to raise the profile of its work on demographic resilience, gender equality and reproductive health across 17 countries and territories.</p><h3>Responsibilities</h3><ul><li>Develop and implement the regional communications and advocacy strategy</li><li>Lead media relations, regional campaigns and high-profile events</li><li>Coach country office communications officers and strengthen their capacity</li><li>Manage regional digital channels and measure their impact</li></ul><h3>Requirements</h3><ul><li>Master's degree in communications, journalism, international relations or a related field</li><li>Seven years of experience in strategic communications, including media relations</li><li>Fluency in English and Russian; Turkish is an asset</li></ul><p>UNFPA offers a competitive international package, including relocation support and home leave. The specialist reports to the Regional Director and works closely with the Executive Director's office during regional visits and global campaigns.</p>",
  },
  {
    title: "Monitoring and Evaluation Analyst (NOB)",
    company: "UN Women",
    isUN: true,
    countryIso: "GE",
    city: "Tbilisi",
    state: null,
    seniority: "Middle",
    categories: ["international-development", "research"],
    tags: ["full-time", "russian-speaking"],
    regions: ["Asia"],
    salary: null,
    readAccess: "UNANYMOUS",
    postedDaysAgo: 20,
    openDays: 30,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/careers/unwomen/me-analyst-tbilisi",
    description:
      "<p>UN Women Georgia is looking for a national Monitoring and Evaluation Analyst to strengthen results-based management across its programmes on women's political participation, economic empowerment and ending violence against women.</p><h3>Responsibilities</h3><ul><li>Maintain the office monitoring framework and results database</li><li>Design data collection tools and conduct field monitoring visits</li><li>Coordinate evaluations and follow up on management responses</li><li>Prepare results reports for donors and the annual report</li></ul><h3>Requirements</h3><ul><li>Master's degree in social sciences, statistics, public policy or a related field</li><li>Two years of experience in monitoring and evaluation of development programmes</li><li>Fluency in Georgian and English; Russian is an asset</li></ul><p>This position is open to Georgian nationals only. UN Women offers a service contract with health insurance and paid leave. The analyst will also coach partner organisations on gender-responsive monitoring and join the UN country team's results group.</p>",
  },
  {
    title: "Junior Professional Officer, Disaster Risk Reduction",
    company: "UNDP",
    isUN: true,
    countryIso: "FJ",
    city: "Suva",
    state: null,
    seniority: "Junior",
    categories: ["international-development", "humanitarian-aid"],
    tags: ["fixed-term", "entry-level", "relocation"],
    regions: ["Oceania"],
    salary: { min: 70000, max: 80000, currency: "USD" },
    readAccess: "AUTHORIZED",
    postedDaysAgo: 16,
    openDays: 30,
    isRelocationPackage: true,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/careers/undp/jpo-drr-suva",
    description:
      "<p>The UNDP Pacific Office in Fiji offers a Junior Professional Officer position in disaster risk reduction, sponsored by a donor government. The JPO programme is a unique opportunity for young professionals to start a UN career with structured mentoring and learning budget.</p><h3>Duties</h3><ul><li>Support Pacific island countries in integrating climate and disaster risks into national planning</li><li>Contribute to early warning and risk information projects</li><li>Help organise regional workshops and prepare knowledge products</li><li>Track project results and prepare donor reports</li></ul><h3>Eligibility</h3><ul><li>Master's degree in disaster management, environmental science, geography or a related field</li><li>Two to four years of relevant experience</li><li>Citizenship of the sponsoring country and age under 32</li><li>Fluency in English</li></ul><p>The initial assignment is two years. JPOs receive a salary at P2 level, a duty travel and training allowance, and full UN benefits.</p>",
  },
  {
    title: "Information Management Officer (P3)",
    company: "OCHA",
    isUN: true,
    countryIso: "UA",
    city: "Kyiv",
    state: null,
    seniority: "Middle",
    categories: ["humanitarian-aid", "data-analytics"],
    tags: ["full-time", "english"],
    regions: ["Eastern Europe"],
    salary: { min: 90000, max: 110000, currency: "USD" },
    readAccess: "AUTHORIZED",
    postedDaysAgo: 15,
    openDays: 21,
    isRelocationPackage: true,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/careers/ocha/information-management-officer-kyiv",
    description:
      "<p>OCHA Ukraine is recruiting an Information Management Officer to lead data collection, analysis and visualisation for the humanitarian response. The officer will manage a team of four national staff and work with all clusters.</p><h3>Responsibilities</h3><ul><li>Maintain the common operational datasets and the 3W database of who does what, where</li><li>Produce maps, dashboards and infographics for decision-makers and donors</li><li>Support the humanitarian needs overview and response plan with data analysis</li><li>Promote data standards and responsible data practices among partners</li></ul><h3>Requirements</h3><ul><li>Advanced degree in information management, geography, statistics or a related field</li><li>Five years of experience in information management, including in emergencies</li><li>Advanced skills in GIS, Power BI and Excel; Python or R is an advantage</li><li>Fluency in English; Ukrainian or Russian is an asset</li></ul><p>Kyiv is a non-family duty station with security restrictions; the package includes danger pay and rest and recuperation.</p>",
  },
  {
    title: "Senior Backend Engineer (Go)",
    company: "Northwind Analytics",
    isUN: false,
    countryIso: "DE",
    city: "Berlin",
    state: null,
    seniority: "Senior",
    categories: ["software-engineering"],
    tags: ["hybrid", "relocation", "visa-sponsorship", "english"],
    regions: ["Western Europe"],
    salary: { min: 80000, max: 98000, currency: "EUR" },
    readAccess: "AUTHORIZED",
    postedDaysAgo: 2,
    openDays: 30,
    isRelocationPackage: true,
    isVisaNeeded: true,
    hasReferral: true,
    applicationLink: "https://example.org/jobs/northwind-analytics/senior-backend-engineer-go",
    description:
      "<p>Northwind Analytics builds a real-time analytics platform used by logistics companies across Europe. Our backend team of nine engineers owns the ingestion pipeline that processes more than two billion events a day. We are hiring a senior engineer to help us scale it further.</p><h3>What you will do</h3><ul><li>Design and build high-throughput services in Go running on Kubernetes</li><li>Improve reliability, observability and cost efficiency of the streaming pipeline</li><li>Lead technical design reviews and mentor mid-level engineers</li><li>Work closely with product managers to shape the roadmap</li></ul><h3>What we expect</h3><ul><li>Six or more years of backend development, at least two with Go</li><li>Hands-on experience with Kafka or similar streaming systems and PostgreSQL</li><li>A pragmatic approach to architecture and a habit of writing tests</li></ul><p>What we offer: a salary of 80,000–98,000 EUR, EU Blue Card sponsorship, a relocation package covering flights and the first month of accommodation, German lessons and 30 days of paid vacation. English is our working language.</p>",
  },
  {
    title: "Data Analyst, Customer Insights",
    company: "Blue Harbor Labs",
    isUN: false,
    countryIso: "NL",
    city: "Amsterdam",
    state: null,
    seniority: "Middle",
    categories: ["data-analytics"],
    tags: ["hybrid", "relocation", "visa-sponsorship"],
    regions: ["Western Europe"],
    salary: { min: 58000, max: 72000, currency: "EUR" },
    readAccess: "UNANYMOUS",
    postedDaysAgo: 5,
    openDays: 30,
    isRelocationPackage: true,
    isVisaNeeded: true,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/blue-harbor-labs/data-analyst-customer-insights",
    description:
      "<p>Blue Harbor Labs is a fast-growing marketplace for sustainable home products, with customers in eleven European countries. Our insights team helps every department make better decisions with data. We are looking for a curious analyst who enjoys turning messy questions into clear answers.</p><h3>Responsibilities</h3><ul><li>Analyse customer behaviour, retention and lifetime value across markets</li><li>Design and evaluate A/B tests with product and marketing teams</li><li>Build self-service dashboards in Looker and maintain dbt models</li><li>Present findings to stakeholders in a simple, actionable way</li></ul><h3>Requirements</h3><ul><li>Three years of experience as a data or product analyst</li><li>Strong SQL and working knowledge of Python</li><li>Solid understanding of statistics and experiment design</li></ul><p>We sponsor the Dutch highly skilled migrant permit, help with relocation and you may be eligible for the 30% tax ruling. Hybrid work with three office days a week in Amsterdam-Noord.</p>",
  },
  {
    title: "Financial Controller",
    company: "Kestrel Finance",
    isUN: false,
    countryIso: "AE",
    city: "Dubai",
    state: null,
    seniority: "Senior",
    categories: ["finance"],
    tags: ["full-time", "relocation", "english"],
    regions: ["Asia"],
    salary: { min: 120000, max: 150000, currency: "USD" },
    readAccess: "FELLOW",
    postedDaysAgo: 9,
    openDays: 30,
    isRelocationPackage: true,
    isVisaNeeded: true,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/kestrel-finance/financial-controller-dubai",
    description:
      "<p>Kestrel Finance is a regulated investment platform headquartered in the Dubai International Financial Centre, serving clients across the Middle East and Central Asia. We are recruiting a Financial Controller to own our reporting and control environment as we prepare for the next stage of growth.</p><h3>Key responsibilities</h3><ul><li>Lead monthly close, consolidation and IFRS reporting for four entities</li><li>Own regulatory reporting to the DFSA and relationships with external auditors</li><li>Strengthen internal controls, policies and finance automation</li><li>Manage and develop a team of three accountants</li></ul><h3>Requirements</h3><ul><li>ACCA, CPA or CA qualification with eight years of post-qualification experience</li><li>Background in Big Four audit or financial services is strongly preferred</li><li>Experience with multi-entity consolidation and regulated businesses</li></ul><p>We offer a tax-free salary, annual bonus, UAE residence visa, family medical insurance, annual flight home and relocation support.</p>",
  },
  {
    title: "Product Designer",
    company: "Orbit Learning",
    isUN: false,
    countryIso: "PT",
    city: "Lisbon",
    state: null,
    seniority: "Middle",
    categories: ["design"],
    tags: ["remote", "hybrid", "english"],
    regions: ["Western Europe"],
    salary: { min: 42000, max: 55000, currency: "EUR" },
    readAccess: "UNANYMOUS",
    postedDaysAgo: 3,
    openDays: 25,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: true,
    applicationLink: "https://example.org/jobs/orbit-learning/product-designer",
    description:
      "<p>Orbit Learning makes language-learning apps for adults who have little time but big ambitions. Two million learners practise with us every month. We are looking for a product designer to own the experience of our speaking practice features.</p><h3>What you will do</h3><ul><li>Run discovery with users, from interviews to usability tests</li><li>Design end-to-end flows, prototypes and polished UI in Figma</li><li>Contribute to and extend our design system</li><li>Ship together with engineers and measure the impact of your work</li></ul><h3>About you</h3><ul><li>Three or more years of product design experience on consumer apps</li><li>A portfolio that shows your process, not just final screens</li><li>Comfortable with data and basic analytics tools</li></ul><p>Work from our Lisbon studio or remotely within two hours of Lisbon time. Learning budget of 1,500 EUR per year, a Premium subscription for your family and a four-day team retreat every spring.</p>",
  },
  {
    title: "HR Business Partner",
    company: "Atlas Mobility",
    isUN: false,
    countryIso: "CZ",
    city: "Prague",
    state: null,
    seniority: "Senior",
    categories: ["human-resources"],
    tags: ["hybrid", "english", "full-time"],
    regions: ["Eastern Europe"],
    salary: { min: 48000, max: 60000, currency: "EUR" },
    readAccess: "AUTHORIZED",
    postedDaysAgo: 50,
    openDays: 30,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/atlas-mobility/hr-business-partner",
    description:
      "<p>Atlas Mobility develops fleet management software for public transport operators in 14 countries. Our Prague tech hub has grown to 220 people, and we need an HR Business Partner to support engineering and product leadership.</p><h3>Your responsibilities</h3><ul><li>Advise leaders on organisation design, performance management and team health</li><li>Lead the annual review and compensation cycle for the tech organisation</li><li>Handle employee relations cases with care and in line with Czech labour law</li><li>Use people data to spot trends in engagement and attrition</li></ul><h3>Requirements</h3><ul><li>Five years of experience as an HRBP, ideally in a tech company</li><li>Good knowledge of Czech labour law</li><li>Fluent English; Czech is an advantage but not required</li></ul><p>We offer a hybrid setup, 25 days of vacation, a Multisport card, meal vouchers and an education budget.</p>",
  },
  {
    title: "Grants Manager",
    company: "Bridges for Education Foundation",
    isUN: false,
    countryIso: "GB",
    city: "London",
    state: null,
    seniority: "Middle",
    categories: ["international-development", "finance"],
    tags: ["hybrid", "full-time"],
    regions: ["Western Europe"],
    salary: { min: 42000, max: 50000, currency: "GBP" },
    readAccess: "FELLOW",
    postedDaysAgo: 12,
    openDays: 28,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/bridges-for-education/grants-manager",
    description:
      "<p>Bridges for Education Foundation funds local organisations that help refugee and displaced children return to learning. Our grants portfolio covers 30 partners in East Africa, the Middle East and Eastern Europe. We are looking for a Grants Manager who combines financial rigour with respect for local partners.</p><h3>What you will do</h3><ul><li>Manage the full grant cycle, from due diligence to close-out</li><li>Review partner budgets, financial reports and narrative updates</li><li>Support partners to strengthen their financial management and safeguarding</li><li>Prepare reports for institutional donors, including FCDO and the EU</li></ul><h3>What you need</h3><ul><li>Three years of experience in grant management or programme finance in the non-profit sector</li><li>Strong Excel skills and comfort with budgets in several currencies</li><li>Right to work in the UK</li></ul><p>Hybrid working from our London office, 28 days of annual leave plus bank holidays, 8% employer pension contribution.</p>",
  },
  {
    title: "Research Fellow, Migration Policy",
    company: "Centre for Mobility Studies",
    isUN: false,
    countryIso: "AT",
    city: "Vienna",
    state: null,
    seniority: "Middle",
    categories: ["research"],
    tags: ["fixed-term", "english", "relocation"],
    regions: ["Western Europe"],
    salary: { min: 55000, max: 62000, currency: "EUR" },
    readAccess: "AUTHORIZED",
    postedDaysAgo: 20,
    openDays: 45,
    isRelocationPackage: true,
    isVisaNeeded: true,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/centre-for-mobility-studies/research-fellow",
    description:
      "<p>The Centre for Mobility Studies is an independent think tank that informs European migration policy with rigorous, accessible research. We invite applications for a two-year Research Fellow position in our labour migration programme.</p><h3>Responsibilities</h3><ul><li>Lead a comparative study of skilled migration schemes in EU member states</li><li>Publish policy briefs, working papers and commentary</li><li>Present findings to policymakers, media and at academic conferences</li><li>Contribute to fundraising proposals</li></ul><h3>Requirements</h3><ul><li>PhD in economics, political science, sociology or a related discipline, or a master's with substantial research experience</li><li>A publication record on migration or labour markets</li><li>Excellent writing skills in English; German is an asset</li></ul><p>The Centre supports the Red-White-Red Card application process and covers relocation costs up to 3,000 EUR. Fellows are encouraged to spend up to 20% of their time on their own research agenda and to co-author with our partner universities in Vienna and Brussels.</p>",
  },
  {
    title: "Machine Learning Engineer, Energy Forecasting",
    company: "Lumen Energy",
    isUN: false,
    countryIso: "NO",
    city: "Oslo",
    state: null,
    seniority: "Senior",
    categories: ["software-engineering", "data-analytics"],
    tags: ["relocation", "visa-sponsorship", "english"],
    regions: ["Europe"],
    salary: { min: 85000, max: 105000, currency: "EUR" },
    readAccess: "FELLOW",
    postedDaysAgo: 6,
    openDays: 30,
    isRelocationPackage: true,
    isVisaNeeded: true,
    hasReferral: true,
    applicationLink: "https://example.org/jobs/lumen-energy/ml-engineer-forecasting",
    description:
      "<p>Lumen Energy helps grid operators and solar parks predict production and demand hours ahead. Our forecasts balance several gigawatts of renewable capacity in the Nordics. We are hiring a machine learning engineer to take our models from good to excellent.</p><h3>What you will work on</h3><ul><li>Develop probabilistic forecasting models using weather and sensor data</li><li>Build robust training and deployment pipelines on Azure</li><li>Monitor model performance in production and set up automated retraining</li><li>Collaborate with energy traders and domain experts</li></ul><h3>We are looking for</h3><ul><li>Five years of experience building ML systems in production</li><li>Strong Python, solid grasp of time series methods</li><li>Experience with MLOps tooling such as MLflow or Kubeflow</li></ul><p>We handle the skilled worker permit for you and your family, pay for relocation and offer Norwegian courses, flexible hours and a generous pension scheme.</p>",
  },
  {
    title: "Field Coordinator, Hurricane Recovery",
    company: "Open Hands Relief",
    isUN: false,
    countryIso: "JM",
    city: "Kingston",
    state: null,
    seniority: "Middle",
    categories: ["humanitarian-aid", "project-management"],
    tags: ["fixed-term", "relocation", "english"],
    regions: ["Caribbean"],
    salary: { min: 48000, max: 56000, currency: "USD" },
    readAccess: "UNANYMOUS",
    postedDaysAgo: 11,
    openDays: 21,
    isRelocationPackage: true,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/open-hands-relief/field-coordinator-kingston",
    description:
      "<p>Open Hands Relief is an international NGO responding to disasters in the Caribbean and Central America. Following the latest hurricane season, we are scaling up shelter and livelihoods recovery in Jamaica and need a Field Coordinator to lead the field team.</p><h3>Responsibilities</h3><ul><li>Manage day-to-day operations of a team of 25 staff and volunteers</li><li>Coordinate shelter repairs, cash assistance and small business grants</li><li>Represent the organisation with local authorities and coordination forums</li><li>Ensure safety, security and safeguarding standards are respected</li></ul><h3>Requirements</h3><ul><li>Three years of field experience in humanitarian response or early recovery</li><li>Experience managing teams and budgets in challenging settings</li><li>Fluency in English; Spanish is an asset</li></ul><p>This is a nine-month contract with accommodation, travel, insurance and R&amp;R provided. You will report to the Country Representative in Kingston and travel frequently to the worst-affected parishes in the south-west of the island.</p>",
  },
  {
    title: "Marketing Manager, EMEA",
    company: "Juniper Health",
    isUN: false,
    countryIso: "IE",
    city: "Dublin",
    state: null,
    seniority: "Senior",
    categories: ["sales-marketing"],
    tags: ["hybrid", "full-time", "english"],
    regions: ["Western Europe"],
    salary: { min: 75000, max: 90000, currency: "EUR" },
    readAccess: "AUTHORIZED",
    postedDaysAgo: 7,
    openDays: 30,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/juniper-health/marketing-manager-emea",
    description:
      "<p>Juniper Health is a digital health company that helps hospitals run remote patient monitoring programmes. After a successful launch in the UK and Ireland, we are expanding across Europe and the Middle East. We need a Marketing Manager to build our EMEA demand engine.</p><h3>What you will own</h3><ul><li>The EMEA marketing plan, budget and pipeline targets</li><li>Account-based campaigns for hospital groups and health systems</li><li>Localisation of messaging for Germany, the Nordics and the Gulf</li><li>Events, webinars and customer case studies</li></ul><h3>What you bring</h3><ul><li>Six years of B2B marketing experience, ideally in healthcare or SaaS</li><li>Proven record of generating qualified pipeline</li><li>Experience with HubSpot or Salesforce and a data-driven mindset</li></ul><p>Hybrid role in Dublin with a competitive salary, bonus, private health insurance and share options.</p>",
  },
  {
    title: "Junior Frontend Developer",
    company: "Cedar & Stone",
    isUN: false,
    countryIso: "PL",
    city: "Warsaw",
    state: null,
    seniority: "Junior",
    categories: ["software-engineering"],
    tags: ["entry-level", "hybrid", "english"],
    regions: ["Eastern Europe"],
    salary: { min: 24000, max: 32000, currency: "EUR" },
    readAccess: "UNANYMOUS",
    postedDaysAgo: 1,
    openDays: 30,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: true,
    applicationLink: "https://example.org/jobs/cedar-and-stone/junior-frontend-developer",
    description:
      "<p>Cedar &amp; Stone is a digital agency building web products for architecture, real estate and culture clients. We are looking for a junior frontend developer who wants to grow fast in a supportive team of twelve engineers.</p><h3>What you will do</h3><ul><li>Build responsive interfaces in React and TypeScript</li><li>Turn designs into accessible, pixel-perfect components</li><li>Write tests and participate in code reviews</li><li>Pair with senior developers on client projects</li></ul><h3>What we expect</h3><ul><li>Six months to two years of commercial experience, or a strong portfolio of personal projects</li><li>Good knowledge of HTML, CSS and modern JavaScript</li><li>Communicative English</li></ul><p>We offer a dedicated mentor, a structured growth plan, a hybrid schedule with two office days in central Warsaw, private medical care and a B2B or employment contract of your choice.</p>",
  },
  {
    title: "Legal Counsel, Data Protection",
    company: null,
    isUN: false,
    countryIso: "CY",
    city: "Limassol",
    state: null,
    seniority: "Senior",
    categories: ["legal"],
    tags: ["relocation", "full-time", "russian-speaking"],
    regions: ["Europe"],
    salary: { min: 70000, max: 90000, currency: "EUR" },
    readAccess: "FELLOW",
    postedDaysAgo: 14,
    openDays: 30,
    isRelocationPackage: true,
    isVisaNeeded: true,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/confidential/legal-counsel-data-protection",
    description:
      "<p>Our client, an international fintech group with 600 employees, is looking for a Legal Counsel to lead data protection and privacy matters across its European entities. The company name will be disclosed to shortlisted candidates.</p><h3>Responsibilities</h3><ul><li>Act as the group's privacy lead and advise product teams on GDPR compliance</li><li>Draft and negotiate data processing agreements with vendors and partners</li><li>Run data protection impact assessments and maintain records of processing</li><li>Manage interactions with supervisory authorities</li></ul><h3>Requirements</h3><ul><li>Law degree and five years of experience in data protection, in-house or at a law firm</li><li>CIPP/E certification is a strong advantage</li><li>Fluent English; Russian is a plus</li></ul><p>The package includes relocation support for the family, private schooling allowance, health insurance and a hybrid work schedule.</p>",
  },
  {
    title: "Logistics Coordinator, Latin America",
    company: "Meridian Freight",
    isUN: false,
    countryIso: "PA",
    city: "Panama City",
    state: null,
    seniority: "Middle",
    categories: ["operations-logistics"],
    tags: ["full-time", "english"],
    regions: ["Central America"],
    salary: { min: 38000, max: 46000, currency: "USD" },
    readAccess: "AUTHORIZED",
    postedDaysAgo: 65,
    openDays: 30,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/meridian-freight/logistics-coordinator-latam",
    description:
      "<p>Meridian Freight is a freight forwarder specialising in ocean and air shipments between Asia, Europe and Latin America. Our regional hub in Panama coordinates cargo flows through the Canal and the Colón Free Zone.</p><h3>Responsibilities</h3><ul><li>Coordinate import and export shipments from booking to final delivery</li><li>Prepare and check shipping and customs documentation</li><li>Communicate with carriers, customs brokers and clients in several time zones</li><li>Resolve delays and exceptions and keep customers informed</li></ul><h3>Requirements</h3><ul><li>Three years of experience in freight forwarding or international logistics</li><li>Knowledge of Incoterms and customs procedures in the region</li><li>Fluent Spanish and English</li></ul><p>We offer a stable position with a performance bonus, health insurance and training opportunities in our global network. Our Panama team of 18 people handles more than 4,000 shipments a year and works closely with offices in Shanghai, Rotterdam and Miami.</p>",
  },
  {
    title: "Mathematics Teacher, IB Diploma Programme",
    company: "Riverside International School",
    isUN: false,
    countryIso: "VN",
    city: "Ho Chi Minh City",
    state: null,
    seniority: "Middle",
    categories: ["education"],
    tags: ["relocation", "visa-sponsorship", "full-time"],
    regions: ["Asia"],
    salary: { min: 36000, max: 48000, currency: "USD" },
    readAccess: "UNANYMOUS",
    postedDaysAgo: 19,
    openDays: 45,
    isRelocationPackage: true,
    isVisaNeeded: true,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/riverside-international-school/ib-mathematics-teacher",
    description:
      "<p>Riverside International School is a not-for-profit IB World School with 900 students from 40 nationalities. We are looking for an enthusiastic mathematics teacher to join our secondary department from August.</p><h3>The role</h3><ul><li>Teach IB Diploma Mathematics: Analysis and Approaches at SL and HL, as well as MYP classes</li><li>Supervise internal assessments and extended essays</li><li>Act as a homeroom tutor and lead an extracurricular activity</li><li>Collaborate with colleagues on curriculum development</li></ul><h3>Requirements</h3><ul><li>Bachelor's degree in mathematics or a related field and a recognised teaching qualification</li><li>At least two years of experience teaching in an international or IB school</li><li>Native or near-native English</li></ul><p>The package includes a tax-free salary, housing allowance, annual flights home, health insurance, work permit sponsorship and free tuition for up to two children.</p>",
  },
  {
    title: "Sales Development Representative, CIS Markets",
    company: "Nordlight Software",
    isUN: false,
    countryIso: "EE",
    city: "Tallinn",
    state: null,
    seniority: "Junior",
    categories: ["sales-marketing"],
    tags: ["russian-speaking", "hybrid", "entry-level"],
    regions: ["Eastern Europe"],
    salary: { min: 30000, max: 38000, currency: "EUR" },
    readAccess: "AUTHORIZED",
    postedDaysAgo: 4,
    openDays: 30,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: true,
    applicationLink: "https://example.org/jobs/nordlight-software/sdr-cis-markets",
    description:
      "<p>Nordlight Software builds warehouse management software used by retailers and distributors in 20 countries. We are growing our presence in Kazakhstan, Uzbekistan, Armenia and Georgia and looking for a Sales Development Representative to open new conversations.</p><h3>What you will do</h3><ul><li>Research target companies and identify decision-makers</li><li>Reach out by email, phone and LinkedIn and book qualified meetings</li><li>Work closely with account executives and marketing on campaigns</li><li>Keep the CRM accurate and share market feedback with the team</li></ul><h3>Who we are looking for</h3><ul><li>Up to two years of experience in sales, customer service or business development</li><li>Fluent Russian and good English</li><li>Energy, resilience and genuine interest in B2B technology</li></ul><p>Base salary plus uncapped commission, hybrid work from our Tallinn office, and a clear path to the Account Executive role within 12–18 months.</p>",
  },
  {
    title: "Programme Manager, Girls' Education",
    company: "Open Books Initiative",
    isUN: false,
    countryIso: "IN",
    city: "New Delhi",
    state: "Delhi",
    seniority: "Middle",
    categories: ["education", "international-development"],
    tags: ["full-time", "english"],
    regions: ["Asia"],
    salary: null,
    readAccess: "FELLOW",
    postedDaysAgo: 22,
    openDays: 30,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/open-books-initiative/programme-manager-girls-education",
    description:
      "<p>Open Books Initiative works with government schools to help girls complete secondary education through mentoring, life skills and scholarships. We currently reach 45,000 girls in four Indian states and are looking for a Programme Manager to lead our expansion in Uttar Pradesh.</p><h3>Responsibilities</h3><ul><li>Plan and manage programme delivery with a team of district coordinators</li><li>Build relationships with state education departments and school leaders</li><li>Use monitoring data to improve quality and track learning outcomes</li><li>Contribute to donor reports and new proposals</li></ul><h3>Requirements</h3><ul><li>Master's degree in education, social work, development studies or a related field</li><li>Five years of experience in programme management in the education sector</li><li>Fluency in Hindi and English</li></ul><p>We offer a competitive NGO salary, health insurance for the family and a supportive, women-led leadership team.</p>",
  },
  {
    title: "DevOps Engineer",
    company: null,
    isUN: false,
    countryIso: "GE",
    city: "Tbilisi",
    state: null,
    seniority: "Middle",
    categories: ["software-engineering"],
    tags: ["remote", "russian-speaking", "full-time"],
    regions: ["Asia"],
    salary: { min: 40000, max: 55000, currency: "USD" },
    readAccess: "AUTHORIZED",
    postedDaysAgo: 8,
    openDays: 30,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/confidential/devops-engineer-tbilisi",
    description:
      "<p>A product company in the travel-tech sector with an engineering hub in Tbilisi is looking for a DevOps engineer. The company is profitable, has 80 engineers and serves customers in Europe and Asia. Its name will be shared after the first interview.</p><h3>Responsibilities</h3><ul><li>Maintain and evolve infrastructure on AWS using Terraform</li><li>Operate Kubernetes clusters and improve CI/CD pipelines in GitLab</li><li>Set up monitoring, alerting and on-call processes with Prometheus and Grafana</li><li>Help developers ship faster and more safely</li></ul><h3>Requirements</h3><ul><li>Three years of experience in DevOps or SRE</li><li>Solid Linux, networking and scripting skills</li><li>Russian for daily communication and technical English</li></ul><p>Fully remote or from the Tbilisi office, flexible schedule, paid sick leave and vacation, and a budget for conferences and certifications.</p>",
  },
  {
    title: "Communications Officer",
    company: "Global Water Alliance",
    isUN: false,
    countryIso: "NL",
    city: "The Hague",
    state: null,
    seniority: "Middle",
    categories: ["communications"],
    tags: ["hybrid", "fixed-term", "english"],
    regions: ["Western Europe"],
    salary: { min: 50000, max: 58000, currency: "EUR" },
    readAccess: "UNANYMOUS",
    postedDaysAgo: 45,
    openDays: 30,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/global-water-alliance/communications-officer",
    description:
      "<p>Global Water Alliance is a network of 150 water utilities, governments and NGOs working to make safe drinking water and sanitation universal by 2030. We are looking for a Communications Officer to tell our members' stories and make complex policy issues understandable.</p><h3>Responsibilities</h3><ul><li>Write and edit news, member stories, newsletters and reports</li><li>Manage our website and LinkedIn, X and YouTube channels</li><li>Support media outreach around the UN Water Conference and World Water Week</li><li>Coordinate with designers and videographers</li></ul><h3>Requirements</h3><ul><li>Three years of experience in communications, journalism or public relations</li><li>Excellent writing skills in English; French or Spanish is an asset</li><li>Experience with WordPress and social media analytics</li></ul><p>A one-year contract with possibility of extension, hybrid work, 8% holiday allowance and a pension scheme.</p>",
  },
  {
    title: "Senior Project Manager, Digital Transformation",
    company: "Halden Consulting",
    isUN: false,
    countryIso: "SE",
    city: "Stockholm",
    state: null,
    seniority: "Senior",
    categories: ["project-management"],
    tags: ["relocation", "english", "full-time"],
    regions: ["Europe"],
    salary: { min: 75000, max: 90000, currency: "EUR" },
    readAccess: "FELLOW",
    postedDaysAgo: 10,
    openDays: 30,
    isRelocationPackage: true,
    isVisaNeeded: true,
    hasReferral: true,
    applicationLink: "https://example.org/jobs/halden-consulting/senior-project-manager",
    description:
      "<p>Halden Consulting helps Nordic public sector organisations modernise their services. Our clients include municipalities, hospitals and national agencies. We are looking for a senior project manager to lead complex digital transformation programmes from start to finish.</p><h3>What you will do</h3><ul><li>Lead cross-functional teams of consultants, client staff and vendors</li><li>Plan scope, budget and timelines, and manage risks and dependencies</li><li>Facilitate steering committees and communicate progress to senior stakeholders</li><li>Coach junior project managers</li></ul><h3>Requirements</h3><ul><li>Eight years of project management experience, including large IT programmes</li><li>Certification in PRINCE2, PMP or SAFe</li><li>Fluent English; a Scandinavian language is an advantage</li></ul><p>We support the Swedish work permit process and relocation, and offer six weeks of vacation, wellness allowance and occupational pension. Most engagements last 12 to 24 months, and our consultants typically spend three days a week on the client's premises in Stockholm or Uppsala.</p>",
  },
  {
    title: "Research Intern, Economics",
    company: "Institute for Emerging Markets",
    isUN: false,
    countryIso: "SG",
    city: "Singapore",
    state: null,
    seniority: "Intern",
    categories: ["research"],
    tags: ["internship", "entry-level", "english"],
    regions: ["Asia"],
    salary: null,
    readAccess: "UNANYMOUS",
    postedDaysAgo: 6,
    openDays: 21,
    isRelocationPackage: false,
    isVisaNeeded: true,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/institute-for-emerging-markets/research-intern",
    description:
      "<p>The Institute for Emerging Markets is a policy research institute focused on trade, finance and growth in Southeast Asia. We offer a three-month internship for students who want to gain practical research experience.</p><h3>What you will do</h3><ul><li>Collect and clean macroeconomic and trade data</li><li>Support senior researchers with literature reviews and econometric analysis</li><li>Draft short blog posts summarising research findings</li><li>Help organise seminars and policy roundtables</li></ul><h3>Requirements</h3><ul><li>Current enrolment in a master's or final-year bachelor's programme in economics or a related field</li><li>Good knowledge of Stata, R or Python</li><li>Excellent written English</li></ul><p>Interns receive a monthly allowance and the Institute assists with the training employment pass. Applications should include a CV, an academic transcript and a short writing sample of up to five pages. Interns work on site in our office near Raffles Place, and outstanding interns may be offered a research assistant contract after graduation.</p>",
  },
  {
    title: "UX Researcher",
    company: "Hanbit Mobility",
    isUN: false,
    countryIso: "KR",
    city: "Seoul",
    state: null,
    seniority: "Middle",
    categories: ["design", "research"],
    tags: ["english", "relocation", "visa-sponsorship"],
    regions: ["Asia"],
    salary: { min: 50000, max: 65000, currency: "USD" },
    readAccess: "AUTHORIZED",
    postedDaysAgo: 17,
    openDays: 30,
    isRelocationPackage: true,
    isVisaNeeded: true,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/hanbit-mobility/ux-researcher",
    description:
      "<p>Hanbit Mobility runs a ride-hailing and micromobility app used by eight million people in Korea, and we are launching in Southeast Asia and Europe. Our global product team needs a UX researcher who can help us understand new markets quickly.</p><h3>Responsibilities</h3><ul><li>Plan and run qualitative and quantitative studies in several countries</li><li>Work with local research agencies and manage recruitment of participants</li><li>Synthesise findings into clear insights and product recommendations</li><li>Build a research repository that the whole team can use</li></ul><h3>Requirements</h3><ul><li>Four years of experience in UX research, ideally on consumer apps</li><li>Experience with international or cross-cultural research</li><li>Fluent English; Korean is not required</li></ul><p>We sponsor the E-7 visa, cover relocation costs, provide housing support for the first three months and offer Korean language classes.</p>",
  },
  {
    title: "Operations Manager, Regional Warehousing",
    company: "Green Route Logistics",
    isUN: false,
    countryIso: "KZ",
    city: "Almaty",
    state: null,
    seniority: "Senior",
    categories: ["operations-logistics"],
    tags: ["russian-speaking", "full-time"],
    regions: ["Asia"],
    salary: { min: 42000, max: 55000, currency: "USD" },
    readAccess: "FELLOW",
    postedDaysAgo: 5,
    openDays: 30,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/green-route-logistics/operations-manager",
    description:
      "<p>Green Route Logistics operates warehouses and last-mile delivery for e-commerce and retail clients across Kazakhstan and Central Asia. We are opening a new 40,000 m² fulfilment centre near Almaty and need an experienced Operations Manager to run it.</p><h3>Responsibilities</h3><ul><li>Lead warehouse operations with a team of 150 people across three shifts</li><li>Set and track KPIs for productivity, accuracy and safety</li><li>Implement lean processes and the new warehouse management system</li><li>Manage the operating budget and relationships with key clients</li></ul><h3>Requirements</h3><ul><li>Seven years of experience in warehouse or logistics operations, three in a management role</li><li>Experience launching or scaling a distribution centre</li><li>Fluent Russian; Kazakh and English are advantages</li></ul><p>Competitive salary with an annual bonus, medical insurance and corporate transport. You will report directly to the Chief Operating Officer and take part in choosing the equipment and automation for the new site from day one.</p>",
  },
  {
    title: "Head of Talent Acquisition",
    company: "Vela Payments",
    isUN: false,
    countryIso: "ES",
    city: "Barcelona",
    state: null,
    seniority: "Lead",
    categories: ["human-resources"],
    tags: ["hybrid", "relocation", "english"],
    regions: ["Western Europe"],
    salary: { min: 85000, max: 100000, currency: "EUR" },
    readAccess: "FELLOW",
    postedDaysAgo: 40,
    openDays: 30,
    isRelocationPackage: true,
    isVisaNeeded: true,
    hasReferral: true,
    applicationLink: "https://example.org/jobs/vela-payments/head-of-talent-acquisition",
    description:
      "<p>Vela Payments provides payment infrastructure for online marketplaces across Europe and Latin America. We have grown from 90 to 300 people in two years and plan to hire 150 more. We are looking for a Head of Talent Acquisition to build a world-class recruiting function.</p><h3>What you will lead</h3><ul><li>Hiring strategy and workforce planning with the leadership team</li><li>A team of six recruiters and sourcers across Barcelona and Mexico City</li><li>Employer branding, candidate experience and structured interviewing</li><li>Recruiting analytics and the applicant tracking system</li></ul><h3>What you bring</h3><ul><li>Ten years in recruiting, including three leading teams in a scale-up</li><li>Experience hiring engineers internationally and managing visa processes</li><li>Fluent English; Spanish is a plus</li></ul><p>Salary plus equity, relocation support to Barcelona, private health insurance and flexible hybrid work.</p>",
  },
  {
    title: "Policy Analyst, Energy Transition",
    company: "Southern Climate Institute",
    isUN: false,
    countryIso: "CL",
    city: "Santiago",
    state: null,
    seniority: "Middle",
    categories: ["research", "international-development"],
    tags: ["full-time", "hybrid"],
    regions: ["South America"],
    salary: null,
    readAccess: "AUTHORIZED",
    postedDaysAgo: 13,
    openDays: 30,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/southern-climate-institute/policy-analyst",
    description:
      "<p>The Southern Climate Institute is a regional think tank supporting Latin American governments in designing fair and ambitious climate policies. We are looking for a Policy Analyst to strengthen our work on green hydrogen, critical minerals and just transition.</p><h3>Responsibilities</h3><ul><li>Analyse energy and industrial policies in Chile, Argentina, Peru and Colombia</li><li>Write policy briefs and contribute to flagship reports</li><li>Organise dialogues with government, industry and civil society</li><li>Support fundraising and partnerships with international foundations</li></ul><h3>Requirements</h3><ul><li>Master's degree in public policy, economics, engineering or environmental studies</li><li>Three years of experience in energy or climate policy</li><li>Fluent Spanish and English</li></ul><p>Hybrid work, flexible hours and a salary in line with the regional think tank market. The analyst will join a team of twelve researchers and work with partners in Bogotá, Lima and Buenos Aires on joint regional publications.</p>",
  },
  {
    title: "Mobile Developer (Flutter)",
    company: null,
    isUN: false,
    countryIso: "RS",
    city: "Belgrade",
    state: null,
    seniority: "Middle",
    categories: ["software-engineering"],
    tags: ["remote", "russian-speaking", "relocation"],
    regions: ["Europe"],
    salary: { min: 45000, max: 60000, currency: "EUR" },
    readAccess: "UNANYMOUS",
    postedDaysAgo: 3,
    openDays: 30,
    isRelocationPackage: true,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/confidential/flutter-developer-belgrade",
    description:
      "<p>A fast-growing health and fitness app with 3 million users is looking for a Flutter developer to join its mobile team. The company has offices in Belgrade and Limassol and prefers not to disclose its name at this stage.</p><h3>What you will do</h3><ul><li>Develop new features for iOS and Android with Flutter</li><li>Improve app performance, stability and test coverage</li><li>Work closely with designers and backend developers</li><li>Participate in architecture decisions and code reviews</li></ul><h3>Requirements</h3><ul><li>Three years of mobile development, at least two with Flutter</li><li>Good understanding of state management and clean architecture</li><li>Experience publishing apps to the App Store and Google Play</li><li>Russian or English for daily communication</li></ul><p>Remote-first, with optional relocation to Belgrade and help with the residence permit. Paid vacation, health insurance and a sports allowance.</p>",
  },
  {
    title: "Country Director, Morocco",
    company: "Harvest Partners International",
    isUN: false,
    countryIso: "MA",
    city: "Rabat",
    state: null,
    seniority: "Lead",
    categories: ["international-development", "project-management"],
    tags: ["relocation", "fixed-term", "english"],
    regions: ["Africa"],
    salary: { min: 95000, max: 115000, currency: "USD" },
    readAccess: "FELLOW",
    postedDaysAgo: 28,
    openDays: 45,
    isRelocationPackage: true,
    isVisaNeeded: true,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/harvest-partners/country-director-morocco",
    description:
      "<p>Harvest Partners International implements agricultural and water resilience programmes funded by bilateral donors and foundations. We are seeking a Country Director to lead our Morocco programme, with a portfolio of 18 million USD and a team of 60 staff.</p><h3>Responsibilities</h3><ul><li>Provide strategic leadership and represent the organisation with government and donors</li><li>Oversee programme quality, finance, compliance and security</li><li>Grow the portfolio through new partnerships and proposals</li><li>Lead and develop the senior management team</li></ul><h3>Requirements</h3><ul><li>Twelve years of experience in international development, with five in senior management</li><li>Track record of managing USAID, EU or FCDO funded programmes</li><li>Fluent English and French; Arabic is an asset</li></ul><p>A two-year renewable contract with relocation, housing allowance, school fees for dependants and international health insurance.</p>",
  },
  {
    title: "Accountant",
    company: "Ararat Digital",
    isUN: false,
    countryIso: "AM",
    city: "Yerevan",
    state: null,
    seniority: "Junior",
    categories: ["finance"],
    tags: ["russian-speaking", "full-time"],
    regions: ["Asia"],
    salary: null,
    readAccess: "UNANYMOUS",
    postedDaysAgo: 9,
    openDays: 21,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/ararat-digital/accountant",
    description:
      "<p>Ararat Digital is an IT outsourcing company with 140 engineers working for clients in the EU and the US. We are looking for an accountant to join our finance team of three.</p><h3>Responsibilities</h3><ul><li>Process invoices, payments and payroll in line with Armenian legislation</li><li>Prepare monthly tax reports and reconciliations</li><li>Support the annual audit and IFRS reporting</li><li>Help automate routine processes</li></ul><h3>Requirements</h3><ul><li>Degree in accounting or finance</li><li>One to three years of accounting experience, ideally in an IT company</li><li>Knowledge of Armenian tax law and accounting software</li><li>Armenian and Russian; English is an advantage</li></ul><p>Office in central Yerevan, medical insurance, English lessons and a friendly team. This is a good opportunity for a young professional who wants to grow in an international environment: the team is preparing for the company's first audit under international standards, and we support our employees in studying for ACCA.</p>",
  },
  {
    title: "Brand Designer",
    company: "Kiwi Outdoor Co.",
    isUN: false,
    countryIso: "NZ",
    city: "Auckland",
    state: null,
    seniority: "Middle",
    categories: ["design", "sales-marketing"],
    tags: ["visa-sponsorship", "relocation", "full-time"],
    regions: ["Oceania"],
    salary: null,
    readAccess: "AUTHORIZED",
    postedDaysAgo: 80,
    openDays: 30,
    isRelocationPackage: true,
    isVisaNeeded: true,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/kiwi-outdoor/brand-designer",
    description:
      "<p>Kiwi Outdoor Co. designs technical outdoor apparel made from recycled materials and sells it in New Zealand, Australia and online worldwide. We are looking for a brand designer to shape how our brand looks and feels across every touchpoint.</p><h3>What you will do</h3><ul><li>Create campaign visuals, packaging and in-store materials</li><li>Evolve our brand guidelines and make them easy for the whole team to use</li><li>Art-direct photo and video shoots in the field</li><li>Design assets for social media, email and the online store</li></ul><h3>About you</h3><ul><li>Four years of experience in brand or graphic design, agency or in-house</li><li>Strong typography and layout skills and a portfolio to prove it</li><li>Proficiency in Adobe Creative Cloud and Figma</li></ul><p>We support the Accredited Employer Work Visa, contribute to relocation costs and give every employee a gear allowance and two paid adventure days a year.</p>",
  },
  {
    title: "Senior Data Engineer",
    company: "Maple Health Analytics",
    isUN: false,
    countryIso: "CA",
    city: "Toronto",
    state: "Ontario",
    seniority: "Senior",
    categories: ["data-analytics", "software-engineering"],
    tags: ["hybrid", "visa-sponsorship", "english"],
    regions: ["North America"],
    salary: { min: 105000, max: 125000, currency: "USD" },
    readAccess: "FELLOW",
    postedDaysAgo: 7,
    openDays: 30,
    isRelocationPackage: true,
    isVisaNeeded: true,
    hasReferral: true,
    applicationLink: "https://example.org/jobs/maple-health-analytics/senior-data-engineer",
    description:
      "<p>Maple Health Analytics helps provincial health systems and hospital networks use their data to reduce wait times and improve patient outcomes. We are hiring a senior data engineer to lead the next generation of our data platform.</p><h3>Responsibilities</h3><ul><li>Design and build reliable batch and streaming pipelines on GCP</li><li>Model healthcare data using FHIR and HL7 standards</li><li>Implement data governance, lineage and privacy controls</li><li>Mentor engineers and set technical standards for the team</li></ul><h3>Requirements</h3><ul><li>Six years of data engineering experience</li><li>Expert SQL and Python; experience with BigQuery, Airflow and dbt</li><li>Experience working with sensitive or regulated data</li></ul><p>We sponsor work permits through the Global Talent Stream, offer relocation support, comprehensive health benefits, RRSP matching and a hybrid schedule. Our engineering team of 35 people is spread across Toronto, Montréal and Vancouver and meets in person once a quarter.</p>",
  },
  {
    title: "Customer Success Manager",
    company: "Zephyr Cloud",
    isUN: false,
    countryIso: "US",
    city: "Austin",
    state: "TX",
    seniority: "Middle",
    categories: ["sales-marketing"],
    tags: ["remote", "full-time", "english"],
    regions: ["North America"],
    salary: { min: 70000, max: 85000, currency: "USD" },
    readAccess: "UNANYMOUS",
    postedDaysAgo: 2,
    openDays: 30,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/zephyr-cloud/customer-success-manager",
    description:
      "<p>Zephyr Cloud provides scheduling and workforce software for clinics and home care agencies. Our customers depend on us every day, and we want every one of them to get full value from the product. We are looking for a Customer Success Manager to own a portfolio of mid-market accounts.</p><h3>What you will do</h3><ul><li>Onboard new customers and lead regular business reviews</li><li>Monitor account health and act early on churn risks</li><li>Identify expansion opportunities together with account executives</li><li>Share customer feedback with product and support teams</li></ul><h3>What we are looking for</h3><ul><li>Three years in customer success or account management for a SaaS company</li><li>Excellent communication and presentation skills</li><li>Experience with Gainsight or a similar platform is a plus</li></ul><p>Fully remote within the US, with health, dental and vision insurance, 401(k) matching and a home office stipend. Candidates must be authorised to work in the US.</p>",
  },
  {
    title: "Immigration Paralegal",
    company: "Baxter & Lowe Lawyers",
    isUN: false,
    countryIso: "AU",
    city: "Sydney",
    state: "NSW",
    seniority: "Junior",
    categories: ["legal"],
    tags: ["full-time", "entry-level"],
    regions: ["Australia"],
    salary: null,
    readAccess: "AUTHORIZED",
    postedDaysAgo: 15,
    openDays: 30,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/baxter-lowe/immigration-paralegal",
    description:
      "<p>Baxter &amp; Lowe Lawyers is a boutique firm advising employers and skilled professionals on Australian immigration. We are looking for a paralegal to join our corporate immigration team.</p><h3>Responsibilities</h3><ul><li>Prepare visa applications, including employer sponsorship and skilled visas</li><li>Collect and review documents from clients and maintain case files</li><li>Monitor processing times and keep clients updated</li><li>Research legislative changes and prepare short updates</li></ul><h3>Requirements</h3><ul><li>Law degree or studies towards a law or migration law qualification</li><li>Strong attention to detail and organisational skills</li><li>Excellent written English; a second language is welcome</li><li>Full work rights in Australia</li></ul><p>We offer structured training, study support towards registration as a migration agent and a friendly team in the Sydney CBD. This is an ideal first role for law graduates interested in migration law. You will work closely with two registered migration agents and a senior associate.</p>",
  },
  {
    title: "Procurement Specialist, Capital Projects",
    company: null,
    isUN: false,
    countryIso: "QA",
    city: "Doha",
    state: null,
    seniority: "Senior",
    categories: ["operations-logistics", "finance"],
    tags: ["relocation", "full-time", "english"],
    regions: ["Asia"],
    salary: { min: 80000, max: 100000, currency: "USD" },
    readAccess: "FELLOW",
    postedDaysAgo: 21,
    openDays: 30,
    isRelocationPackage: true,
    isVisaNeeded: true,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/confidential/procurement-specialist-doha",
    description:
      "<p>A leading infrastructure developer in Qatar is looking for a Procurement Specialist to manage tenders for large capital projects, including transport and utilities. The search is conducted confidentially on behalf of the client.</p><h3>Responsibilities</h3><ul><li>Plan and run tender processes for works, goods and services</li><li>Prepare evaluation criteria and lead commercial evaluations</li><li>Negotiate contracts and manage supplier performance</li><li>Ensure compliance with procurement policies and audit requirements</li></ul><h3>Requirements</h3><ul><li>Bachelor's degree in engineering, supply chain or business; CIPS is preferred</li><li>Eight years of procurement experience in construction or infrastructure</li><li>Experience with FIDIC contracts</li></ul><p>The package includes a tax-free salary, furnished accommodation or housing allowance, annual flights, family medical coverage and end-of-service gratuity. The role reports to the Head of Procurement and works closely with engineering, legal and finance teams. A two-year renewable contract is offered, and the successful candidate is expected to start within three months.</p>",
  },
  {
    title: "Clinical Data Scientist",
    company: "Helix Bioinformatics",
    isUN: false,
    countryIso: "CH",
    city: "Basel",
    state: null,
    seniority: "Senior",
    categories: ["data-analytics", "research"],
    tags: ["hybrid", "english", "full-time"],
    regions: ["Western Europe"],
    salary: { min: 130000, max: 150000, currency: "CHF" },
    readAccess: "FELLOW",
    postedDaysAgo: 60,
    openDays: 45,
    isRelocationPackage: true,
    isVisaNeeded: true,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/helix-bioinformatics/clinical-data-scientist",
    description:
      "<p>Helix Bioinformatics partners with pharmaceutical companies to analyse clinical trial and real-world data. We are looking for a Clinical Data Scientist to lead analyses that support regulatory submissions and drug development decisions.</p><h3>What you will do</h3><ul><li>Design and run statistical analyses for phase II and III trials</li><li>Apply machine learning to real-world evidence and biomarker data</li><li>Write reproducible code and clear technical reports</li><li>Advise clients on study design and interpretation</li></ul><h3>Requirements</h3><ul><li>PhD or master's in biostatistics, statistics, epidemiology or bioinformatics</li><li>Five years of experience in clinical or pharmaceutical data science</li><li>Strong R and Python; knowledge of CDISC standards</li></ul><p>We offer a competitive salary, relocation support, a hybrid model and a generous training budget. Our team of 40 scientists works in English, and you will have the opportunity to publish in peer-reviewed journals together with our clients' research teams.</p>",
  },
  {
    title: "Content Editor (Russian)",
    company: "Polyglot Media",
    isUN: false,
    countryIso: "LV",
    city: "Riga",
    state: null,
    seniority: "Middle",
    categories: ["communications"],
    tags: ["russian-speaking", "remote", "part-time"],
    regions: ["Eastern Europe"],
    salary: null,
    readAccess: "UNANYMOUS",
    postedDaysAgo: 10,
    openDays: 21,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/polyglot-media/content-editor-russian",
    description:
      "<p>Polyglot Media publishes independent explainer journalism about education, technology and careers in four languages. We are looking for a part-time editor for our Russian-language edition.</p><h3>Responsibilities</h3><ul><li>Edit and fact-check articles from freelance authors</li><li>Adapt selected English-language pieces for a Russian-speaking audience</li><li>Write headlines, newsletters and social media texts</li><li>Work with the English and Latvian editions on joint projects</li></ul><h3>Requirements</h3><ul><li>Three years of experience as an editor or journalist</li><li>Native-level Russian and strong English</li><li>Attention to detail and respect for deadlines</li></ul><p>Twenty hours a week, fully remote, with a flexible schedule. The fee depends on experience. Please send your CV, links to three recent texts you edited or wrote, and a short note on which topics you would like to cover. Shortlisted candidates will complete a paid test assignment of about three hours. We welcome applications from editors based anywhere in Europe or Central Asia.</p>",
  },
  {
    title: "Software Engineering Intern, Robotics",
    company: "Sakura Robotics",
    isUN: false,
    countryIso: "JP",
    city: "Tokyo",
    state: null,
    seniority: "Intern",
    categories: ["software-engineering"],
    tags: ["internship", "visa-sponsorship", "english"],
    regions: ["Asia"],
    salary: null,
    readAccess: "AUTHORIZED",
    postedDaysAgo: 12,
    openDays: 30,
    isRelocationPackage: true,
    isVisaNeeded: true,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/sakura-robotics/software-engineering-intern",
    description:
      "<p>Sakura Robotics builds autonomous mobile robots for hospitals and hotels. Our international engineering team in Tokyo works in English. We are offering a six-month internship for students passionate about robotics software.</p><h3>What you will work on</h3><ul><li>Develop and test navigation and perception features in C++ and Python</li><li>Build simulation scenarios in ROS 2 and Gazebo</li><li>Analyse robot logs to improve reliability</li><li>Present your project to the whole engineering team</li></ul><h3>Requirements</h3><ul><li>Master's or final-year bachelor's student in computer science, robotics or electrical engineering</li><li>Solid programming skills in C++ or Python</li><li>Interest in robotics; experience with ROS is a plus</li></ul><p>A paid internship with visa support, a housing allowance and a return flight to Tokyo. Japanese is not required. Several of our former interns have joined the team full-time after graduation.</p>",
  },
  {
    title: "Business Analyst, Microfinance",
    company: "Andes Inclusive Finance",
    isUN: false,
    countryIso: "PE",
    city: "Lima",
    state: null,
    seniority: "Middle",
    categories: ["finance", "data-analytics"],
    tags: ["full-time", "hybrid"],
    regions: ["South America"],
    salary: null,
    readAccess: "UNANYMOUS",
    postedDaysAgo: 26,
    openDays: 30,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/andes-inclusive-finance/business-analyst",
    description:
      "<p>Andes Inclusive Finance is a microfinance institution serving 200,000 small entrepreneurs in Peru and Bolivia, most of them women. We are looking for a Business Analyst to help us design better products and processes using data.</p><h3>Responsibilities</h3><ul><li>Analyse portfolio performance, client retention and credit risk indicators</li><li>Gather requirements from business teams and translate them into specifications</li><li>Support the rollout of a new digital lending platform</li><li>Build reports and dashboards for management</li></ul><h3>Requirements</h3><ul><li>Degree in economics, finance, engineering or business</li><li>Two to four years of experience as a business or data analyst, ideally in financial services</li><li>Advanced Excel and SQL; Power BI is a plus</li><li>Fluent Spanish and good English</li></ul><p>Hybrid work in Miraflores, health insurance and an annual bonus tied to social and financial results.</p>",
  },
  {
    title: "Monitoring, Evaluation and Learning Officer",
    company: "Future Skills Trust",
    isUN: false,
    countryIso: "ZA",
    city: "Cape Town",
    state: "Western Cape",
    seniority: "Middle",
    categories: ["international-development", "research"],
    tags: ["full-time", "english"],
    regions: ["Africa"],
    salary: null,
    readAccess: "AUTHORIZED",
    postedDaysAgo: 4,
    openDays: 30,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: true,
    applicationLink: "https://example.org/jobs/future-skills-trust/mel-officer",
    description:
      "<p>Future Skills Trust connects unemployed young people with digital skills training and first jobs. We work with 40 training partners and more than 300 employers in South Africa. We are looking for a MEL Officer to help us understand what really works.</p><h3>Responsibilities</h3><ul><li>Maintain our results framework and data collection systems</li><li>Track participants' employment outcomes at three, six and twelve months</li><li>Run learning reviews with programme teams and partners</li><li>Support external evaluations and donor reporting</li></ul><h3>Requirements</h3><ul><li>Degree in social sciences, statistics or development studies</li><li>Three years of M&amp;E experience in youth employment or education programmes</li><li>Skills in survey tools such as KoboToolbox and data analysis in Excel or Stata</li></ul><p>We offer a supportive team, flexible hours, medical aid contribution and professional development opportunities.</p>",
  },
  {
    title: "Engineering Manager, Platform",
    company: "Fjord Mobility",
    isUN: false,
    countryIso: "FI",
    city: "Helsinki",
    state: null,
    seniority: "Lead",
    categories: ["software-engineering"],
    tags: ["relocation", "visa-sponsorship", "hybrid"],
    regions: ["Europe"],
    salary: { min: 90000, max: 110000, currency: "EUR" },
    readAccess: "FELLOW",
    postedDaysAgo: 8,
    openDays: 30,
    isRelocationPackage: true,
    isVisaNeeded: true,
    hasReferral: true,
    applicationLink: "https://example.org/jobs/fjord-mobility/engineering-manager-platform",
    description:
      "<p>Fjord Mobility powers public transport ticketing in 30 European cities. Our platform team keeps payments and journey planning running for millions of passengers every day. We are looking for an Engineering Manager to lead two platform teams.</p><h3>What you will do</h3><ul><li>Lead, coach and grow a group of 12 engineers</li><li>Own delivery, reliability and technical direction of core platform services</li><li>Partner with product managers on roadmap and priorities</li><li>Improve hiring, onboarding and engineering practices</li></ul><h3>What you bring</h3><ul><li>Three years of experience managing engineering teams</li><li>Solid background in distributed systems and cloud infrastructure</li><li>Empathy, clear communication and fluency in English</li></ul><p>We cover relocation to Helsinki, sponsor the specialist residence permit, and offer a flexible hybrid model, lunch benefit, sports benefit and five weeks of vacation.</p>",
  },
  {
    title: "Community Programme Coordinator",
    company: "Tierra Viva",
    isUN: false,
    countryIso: "CR",
    city: "San José",
    state: null,
    seniority: "Junior",
    categories: ["international-development"],
    tags: ["entry-level", "fixed-term"],
    regions: ["Central America"],
    salary: null,
    readAccess: "UNANYMOUS",
    postedDaysAgo: 10,
    openDays: 21,
    isRelocationPackage: false,
    isVisaNeeded: true,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/tierra-viva/community-programme-coordinator",
    description:
      "<p>Tierra Viva is a Costa Rican NGO that supports rural communities in protecting forests while developing sustainable tourism and agroforestry. We are looking for a coordinator to support our community programme for one year.</p><h3>Responsibilities</h3><ul><li>Coordinate workshops and training sessions with community groups</li><li>Support local cooperatives in planning and reporting</li><li>Collect data for monitoring and prepare short updates</li><li>Host and coordinate international volunteers</li></ul><h3>Requirements</h3><ul><li>Degree in environmental science, development studies, tourism or a related field</li><li>Some experience in community work or volunteering</li><li>Fluent Spanish and good English</li><li>Willingness to spend several days a week in rural areas</li></ul><p>A one-year contract with a modest local salary, health insurance and shared accommodation during field visits. The coordinator will be based in San José and spend two to three days a week in communities on the Osa Peninsula and in Guanacaste. This role is ideal for someone starting a career in community development.</p>",
  },
  {
    title: "Policy and Sustainability Consultant",
    company: null,
    isUN: false,
    countryIso: "BE",
    city: "Brussels",
    state: null,
    seniority: "Senior",
    categories: ["research"],
    tags: ["consultancy", "hybrid", "english"],
    regions: ["Western Europe"],
    salary: null,
    readAccess: "AUTHORIZED",
    postedDaysAgo: 18,
    openDays: 30,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/confidential/sustainability-consultant-brussels",
    description:
      "<p>A Brussels-based public affairs consultancy is looking for an experienced consultant to support clients on EU sustainability regulation. The firm's name will be shared with shortlisted candidates.</p><h3>Responsibilities</h3><ul><li>Monitor EU legislation on sustainable finance, due diligence and reporting</li><li>Advise corporate clients on the implications of new rules</li><li>Draft position papers and prepare meetings with EU institutions</li><li>Contribute to business development and thought leadership</li></ul><h3>Requirements</h3><ul><li>Master's degree in EU affairs, law, economics or environmental policy</li><li>Six years of experience in EU policy, ideally on sustainability files</li><li>Excellent English; French or German is an advantage</li></ul><p>Freelance or employment contract possible. Attractive daily rate or salary depending on experience. The consultant will join a team of nine advisers working on corporate sustainability reporting, supply chain due diligence and the EU taxonomy. Occasional travel to Luxembourg, Paris and Berlin is expected.</p>",
  },
  {
    title: "Program Officer, Scholarships",
    company: "Eurasia Scholars Foundation",
    isUN: false,
    countryIso: "US",
    city: "Washington",
    state: "DC",
    seniority: "Middle",
    categories: ["education"],
    tags: ["russian-speaking", "full-time", "english"],
    regions: ["North America"],
    salary: { min: 65000, max: 78000, currency: "USD" },
    readAccess: "FELLOW",
    postedDaysAgo: 3,
    openDays: 30,
    isRelocationPackage: false,
    isVisaNeeded: true,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/eurasia-scholars/program-officer-scholarships",
    description:
      "<p>Eurasia Scholars Foundation funds master's studies in the United States for talented students from Central Asia, the Caucasus and Eastern Europe. We are looking for a Program Officer to manage the selection and support of our scholars.</p><h3>Responsibilities</h3><ul><li>Coordinate the annual competition, from outreach to final interviews</li><li>Advise scholars on university placement and visa processes</li><li>Support scholars during their studies and organise cohort events</li><li>Maintain alumni relations and track outcomes</li></ul><h3>Requirements</h3><ul><li>Master's degree and three years of experience in international education or exchange programmes</li><li>Fluent English and Russian</li><li>Knowledge of US higher education and J-1 or F-1 visa regulations</li></ul><p>Competitive salary, comprehensive benefits, hybrid work and support with the H-1B process for qualified candidates. The Program Officer reports to the Director of Programs and occasionally travels to Almaty, Tashkent, Yerevan and Tbilisi for selection interviews and alumni events.</p>",
  },
  {
    title: "Backend Engineer (Python)",
    company: "Carioca Pay",
    isUN: false,
    countryIso: "BR",
    city: "São Paulo",
    state: "SP",
    seniority: "Senior",
    categories: ["software-engineering", "finance"],
    tags: ["remote", "full-time", "english"],
    regions: ["South America"],
    salary: null,
    readAccess: "AUTHORIZED",
    postedDaysAgo: 11,
    openDays: 30,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: true,
    applicationLink: "https://example.org/jobs/carioca-pay/backend-engineer-python",
    description:
      "<p>Carioca Pay is a payments company helping small merchants in Brazil accept Pix, cards and instalment payments. We are hiring a senior backend engineer for our settlements team.</p><h3>What you will do</h3><ul><li>Build and maintain services in Python and FastAPI that move money reliably</li><li>Design idempotent, auditable workflows for settlements and reconciliation</li><li>Improve observability and incident response</li><li>Mentor engineers and contribute to architecture decisions</li></ul><h3>Requirements</h3><ul><li>Five years of backend experience, ideally in fintech</li><li>Strong knowledge of PostgreSQL and message queues</li><li>Good English; Portuguese is a plus</li></ul><p>Remote across Latin America, with contractor or CLT contracts, health plan, and an annual team meeting in São Paulo. Our engineering team of 60 people works in English and Portuguese, and every engineer joins the on-call rotation after three months. We process more than 40 million transactions a month.</p>",
  },
  {
    title: "Supply Planner",
    company: "Norte Verde Foods",
    isUN: false,
    countryIso: "MX",
    city: "Monterrey",
    state: "Nuevo León",
    seniority: "Middle",
    categories: ["operations-logistics"],
    tags: ["full-time", "relocation"],
    regions: ["North America"],
    salary: { min: 35000, max: 45000, currency: "USD" },
    readAccess: "UNANYMOUS",
    postedDaysAgo: 6,
    openDays: 30,
    isRelocationPackage: true,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/norte-verde-foods/supply-planner",
    description:
      "<p>Norte Verde Foods produces packaged vegetables and snacks sold across Mexico and the United States. We are looking for a Supply Planner to balance production, inventory and customer demand in our Monterrey plant.</p><h3>Responsibilities</h3><ul><li>Create the weekly production plan and material requirements</li><li>Monitor inventory levels and shelf-life risks</li><li>Coordinate with sales, procurement and logistics in S&amp;OP meetings</li><li>Analyse forecast accuracy and suggest improvements</li></ul><h3>Requirements</h3><ul><li>Degree in industrial engineering, supply chain or a related field</li><li>Three years of experience in supply or production planning, ideally in food or FMCG</li><li>Advanced Excel; SAP experience is an advantage</li><li>Fluent Spanish and intermediate English</li></ul><p>Competitive salary, relocation support to Monterrey, major medical insurance and savings fund. The Supply Planner reports to the Supply Chain Manager and works in a team of six planners covering two plants and three distribution centres.</p>",
  },
  {
    title: "Growth Marketing Lead",
    company: "Tango Labs",
    isUN: false,
    countryIso: "AR",
    city: "Buenos Aires",
    state: null,
    seniority: "Lead",
    categories: ["sales-marketing"],
    tags: ["remote", "full-time", "english"],
    regions: ["South America"],
    salary: { min: 55000, max: 70000, currency: "USD" },
    readAccess: "FELLOW",
    postedDaysAgo: 13,
    openDays: 30,
    isRelocationPackage: false,
    isVisaNeeded: false,
    hasReferral: false,
    applicationLink: "https://example.org/jobs/tango-labs/growth-marketing-lead",
    description:
      "<p>Tango Labs builds a personal finance app for Spanish-speaking users across Latin America and the US. We have strong product-market fit and are ready to scale. We are looking for a Growth Marketing Lead to own user acquisition and activation.</p><h3>What you will own</h3><ul><li>Paid acquisition on Meta, Google and TikTok with a monthly budget of 300,000 USD</li><li>Lifecycle marketing, referral programmes and onboarding experiments</li><li>Attribution, reporting and unit economics by channel</li><li>A team of three marketers and external agencies</li></ul><h3>What you bring</h3><ul><li>Six years of growth marketing experience in consumer apps or fintech</li><li>A track record of scaling paid channels profitably</li><li>Fluent Spanish and English</li></ul><p>Remote within the Americas, salary in USD, stock options and a yearly offsite. You will report to the CEO and work closely with the product and data teams.</p>",
  },
];

export const SEED_ARTICLES: SeedArticle[] = [
  // ─── English ───────────────────────────────────────────────────────────────────────────────────────
  {
    slug: "un-cv-that-gets-shortlisted",
    language: "en",
    title: "How to write a CV that gets shortlisted by the UN",
    description:
      "UN recruiters screen hundreds of applications against a fixed set of criteria. Here is how to make yours easy to say yes to.",
    tags: ["cv", "un", "applications"],
    author: { firstName: "Anna", lastName: "Kovaleva" },
    articleText:
      `<p>A vacancy at UNDP or UNICEF can attract 500 to 1,500 applications. The first screening is rarely done by the hiring manager: an HR associate or a panel member checks every application against the minimum requirements listed in the job opening — education, years of relevant experience, languages. Only then do they look at the desirable qualifications. If the screener cannot find what they need in about a minute, your application is out, however strong you are.</p>
<h2>Mirror the job opening, honestly</h2>
<p>Print the vacancy and highlight every requirement. For each one, there should be a clear line in your CV or personal history form that proves it. If the opening asks for “experience in results-based management”, use those words when you describe your work — not “reporting” or “KPIs”. Screeners are not expected to translate corporate language into UN language for you.</p>
<h2>Count your experience the way the UN counts it</h2>
<p>Relevant experience is usually counted from the date of your first degree, and only paid, full-time professional work counts in full. Part-time roles are often pro-rated, and internships may not count at all. Give exact months and years for every position, and mark part-time work clearly. A P3 role requiring five years will not be filled by someone who looks like they have four and a half.</p>
<h2>Show results, not just duties</h2>
<ul>
<li>Start each bullet with a verb: led, designed, negotiated, trained, analysed.</li>
<li>Add scale: budget managed, number of countries, size of team, people reached.</li>
<li>Name the partners you worked with — ministries, donors, UN agencies, NGOs.</li>
<li>End with an outcome: what changed because of your work?</li>
</ul>
<p>Compare “Responsible for monitoring” with “Designed a monitoring framework for a 4 million USD EU-funded programme in three countries, used by 12 partners for quarterly reporting”. The second one answers the screener's questions before they ask.</p>
<h2>Format for a tired reader</h2>
<p>Keep it to two or three pages, reverse chronological, with a plain layout and no photos or graphics. Put languages with honest levels (the UN uses fluent, confident, working knowledge), and list your nationality if the posting or form asks for it. When an agency requires its own online form, fill in every field fully: do not write “see attached CV”.</p>
<h2>One CV per application</h2>
<p>The biggest mistake is sending the same document to every vacancy. Keep a long master CV with everything you have done, and for each application cut and reorder it so the most relevant experience comes first. It takes an extra hour — and it is the hour that most often makes the difference between a rejection email and an invitation to the written test.</p>`,
    readAccess: "UNANYMOUS",
    hideHalf: false,
    video: "https://www.youtube.com/embed/q7Xr2LmVb0k",
    isFeatured: true,
    featureOrder: 1,
    ghostPostSlug: null,
    publishedDaysAgo: 12,
  },
  {
    slug: "un-competency-based-interviews",
    language: "en",
    title: "UN competency-based interviews: a practical guide with examples",
    description:
      "Every question in a UN interview maps to a competency. Learn to recognise them and answer with structured, evidence-based stories.",
    tags: ["interview", "un", "competencies"],
    author: { firstName: "Laura", lastName: "Bennett" },
    articleText:
      `<p>If you reach the interview stage for a UN position, you will almost certainly face a competency-based interview. A panel of three to five people asks a fixed set of questions, each designed to test one competency or behaviour, and scores every answer on a scale. Everyone gets the same questions, so the panel can compare candidates fairly. This makes the format predictable — and very learnable.</p>
<h2>Know what is being measured</h2>
<p>The UN Secretariat and many agencies now use the UN Values and Behaviours Framework: inclusion, integrity, humility and humanity as values, and behaviours such as connect and collaborate, analyse and plan, deliver results with positive impact, learn and develop, adapt and innovate. Some organisations still use the older list of competencies: communication, teamwork, planning and organising, accountability, client orientation, creativity, commitment to continuous learning and technological awareness. The job opening always tells you which ones apply. Write them down: these are your exam topics.</p>
<h2>Answer with STAR</h2>
<p>Panels are trained to look for specific past behaviour, not opinions about what you would do. The STAR structure makes this easy to hear:</p>
<ul>
<li><strong>Situation</strong> — the context in one or two sentences.</li>
<li><strong>Task</strong> — what you personally were responsible for.</li>
<li><strong>Action</strong> — the steps you took; this should be the longest part.</li>
<li><strong>Result</strong> — the outcome, ideally measurable, and what you learned.</li>
</ul>
<p>Use “I”, not “we”. The panel cannot score your team.</p>
<h2>An example</h2>
<p>Question: “Tell us about a time when you had to deliver results under pressure with limited resources.” A weak answer describes a busy period in general. A strong answer picks one moment: a donor report due in five days, a colleague on sick leave, data from two partners missing. It explains how you reprioritised, who you called, what you delegated, how you checked quality — and ends with the report delivered on time and the donor renewing funding the following year.</p>
<h2>Build a story bank</h2>
<p>Prepare eight to ten stories from the last five years that together cover all competencies in the job opening. Each story can often serve two competencies, for example teamwork and conflict resolution. Include at least one story about a failure or mistake: “Tell us about a time something did not go as planned” is a classic, and the panel wants to hear what you learned, not excuses.</p>
<h2>The technical part and your questions</h2>
<p>Many interviews add two or three technical questions about the substance of the job, and sometimes ask you to comment on a recent report or policy. Read the agency's strategic plan and the latest annual report for the region. At the end, ask one or two thoughtful questions about the team's priorities — not about salary or leave.</p>
<h2>Practical details</h2>
<p>Most interviews are held online and last 45–60 minutes. Aim for answers of about two to three minutes; panels often have strict timing. Test your connection, have water and a short list of your stories in front of you, and look at the camera rather than at your notes. After the interview, a polite thank-you email to the HR focal point is fine, but do not contact panel members directly. Results can take several weeks; successful candidates who are not selected may be placed on a roster for similar future posts.</p>`,
    readAccess: "FELLOW",
    hideHalf: true,
    video: null,
    isFeatured: true,
    featureOrder: 2,
    ghostPostSlug: null,
    publishedDaysAgo: 25,
  },
  {
    slug: "cover-letter-for-international-jobs",
    language: "en",
    title: "The cover letter that actually gets read",
    description:
      "Most cover letters repeat the CV. A good one answers three questions in under a page: why this role, why you, why now.",
    tags: ["cover letter", "applications"],
    author: { firstName: "Sofia", lastName: "Marchetti" },
    articleText:
      `<p>Recruiters disagree about many things, but not about this: a generic cover letter hurts more than no letter at all. It signals that you are sending applications in bulk. A targeted letter, on the other hand, can move you from the “maybe” pile to the interview list, especially when your background does not match the role in an obvious way.</p>
<h2>The structure</h2>
<ul>
<li><strong>Opening paragraph:</strong> the role you are applying for and one sentence on why it matters to you. Skip “I am writing to apply for…” — the reader knows.</li>
<li><strong>Two evidence paragraphs:</strong> pick the two or three requirements that matter most for this job and show, with concrete examples, that you have already done similar work.</li>
<li><strong>Motivation paragraph:</strong> why this organisation, and what you want to contribute to its current priorities.</li>
<li><strong>Closing:</strong> a short, confident sentence about next steps.</li>
</ul>
<p>That is 300–400 words. Anything longer will be skimmed.</p>
<h2>Research that shows</h2>
<p>Spend twenty minutes on the organisation's website, its latest annual report and recent news. Then mention something specific: a new programme, a strategy shift, a country expansion. “I was excited to see that your team is piloting cash assistance through mobile wallets in Colombia” shows genuine interest in a way that “your prestigious organisation” never will.</p>
<h2>Explain the non-obvious</h2>
<p>The cover letter is your chance to connect dots that a CV leaves unconnected. Changing sector, moving countries, returning after a career break, applying for a role one level above your current one — say it openly and frame it as an asset. A logistics manager moving into humanitarian supply chain can write: “Ten years of running cold-chain distribution for a retail network taught me to keep perishable goods moving through broken infrastructure — exactly the challenge your vaccine programme faces.”</p>
<h2>Tone and language</h2>
<p>Write the way a confident professional speaks: short sentences, active verbs, no clichés like “team player” or “hard-working”. If English is not your first language, ask a native speaker or a good editing tool to check grammar, but keep your own voice. Address the letter to a named person if the posting gives one; otherwise, “Dear Hiring Team” works well.</p>
<h2>For UN applications</h2>
<p>Many UN systems ask for a cover letter or a motivation statement as a separate field. Treat it exactly like a letter: refer to the competencies in the job opening and give one short example for each of the most important ones. Screeners often read this field first.</p>`,
    readAccess: "UNANYMOUS",
    hideHalf: false,
    video: null,
    isFeatured: false,
    featureOrder: null,
    ghostPostSlug: null,
    publishedDaysAgo: 40,
  },
  {
    slug: "linkedin-profile-for-international-recruiters",
    language: "en",
    title: "A LinkedIn profile that international recruiters find",
    description:
      "Recruiters search LinkedIn like a database. Set up your headline, location and skills so you show up in the right searches.",
    tags: ["linkedin", "personal brand", "job search"],
    author: { firstName: "David", lastName: "Okafor" },
    articleText:
      `<p>Most people treat LinkedIn as an online CV. Recruiters treat it as a search engine. They use LinkedIn Recruiter to filter millions of profiles by job title, skills, location, languages and years of experience, and they contact the people who appear on the first pages. Your goal is not to have a beautiful profile — it is to appear in the right searches and then convince in ten seconds.</p>
<h2>Headline: say what you do and what you want</h2>
<p>The headline is the strongest search signal after your current job title. “Looking for opportunities” or “Passionate professional” wastes it. Use the words a recruiter would type: “Data Analyst | SQL, Python, Power BI | Public Health Data” or “Programme Manager — Education &amp; Youth Employment | Central Asia | EN/RU”.</p>
<h2>Location matters more than you think</h2>
<p>Many recruiters filter by location. If you are actively planning to move to Berlin or Amsterdam and have the right to work there or are eligible for a visa, consider setting your location to that city and mention your relocation timeline in the About section. In the Open to Work settings, list several target locations and choose “recruiters only” if you do not want your current employer to see it.</p>
<h2>The About section</h2>
<p>Write three short paragraphs in the first person: what you do and for whom, two or three achievements with numbers, and what you are looking for next. Finish with your languages and a way to contact you. Keep it under 250 words; most readers stop after the first three lines, so put the strongest sentence first.</p>
<h2>Experience and skills</h2>
<ul>
<li>Under each role, add two to four bullet points with results, not a copy of your job description.</li>
<li>Add up to 50 skills and pin the three most important ones; they feed search results.</li>
<li>Use standard job titles. If your title was “Ninja of Growth”, add “Growth Marketing Manager” in brackets.</li>
<li>Ask two or three former managers or clients for short, specific recommendations.</li>
</ul>
<h2>Second-language profile</h2>
<p>LinkedIn allows one profile in several languages. If you are targeting both Russian-speaking and international employers, create your main profile in English and add a secondary profile in Russian. Recruiters will see the version that matches their interface language.</p>
<h2>Stay visible</h2>
<p>Activity signals that you are reachable. You do not need to become an influencer: comment thoughtfully on posts in your field once or twice a week and share a short post when you finish a project or a course. Recruiters often check recent activity before sending a message, and a profile that looks alive gets more replies.</p>`,
    readAccess: "AUTHORIZED",
    hideHalf: false,
    video: null,
    isFeatured: true,
    featureOrder: 3,
    ghostPostSlug: null,
    publishedDaysAgo: 8,
  },
  {
    slug: "negotiating-an-international-job-offer",
    language: "en",
    title: "Negotiating an international job offer without burning bridges",
    description:
      "Salary is only one part of an international package. How to research, what to ask for and how to phrase it.",
    tags: ["salary", "negotiation", "offer"],
    author: { firstName: "Tom", lastName: "Lindqvist" },
    articleText:
      `<p>Receiving an offer from a company abroad is exciting, and many candidates accept on the spot for fear of losing it. In reality, employers expect some negotiation, especially for experienced hires, and a polite, well-argued request almost never leads to a withdrawn offer. What it often leads to is several thousand euros a year more, a better relocation package, or a later start date that makes your move much less stressful.</p>
<h2>Research before you talk numbers</h2>
<p>Salaries differ hugely between countries, and your current salary is a poor reference point. Look at published ranges in job postings in the same city (the EU pay transparency directive means more European employers will publish them), salary surveys by recruitment agencies, and sites like Glassdoor or Levels.fyi for tech roles. Talk to two or three people working in similar roles locally. Then calculate net income and cost of living: a 70,000 EUR offer in Munich and a 60,000 EUR offer in Lisbon can leave you with similar money at the end of the month.</p>
<h2>Let them name the first number when you can</h2>
<p>If asked about your expectations early in the process, you can say: “I'd like to learn more about the scope of the role first. Could you share the budgeted range?” Many recruiters will. If you must give a number, give a range whose bottom is a salary you would be happy with, based on your research, not on what you earn today.</p>
<h2>Negotiate the whole package</h2>
<ul>
<li><strong>Relocation:</strong> flights for the family, temporary housing, shipping, a lump sum for the first months.</li>
<li><strong>Visa and legal costs:</strong> fees, translations, a relocation agency.</li>
<li><strong>Signing bonus:</strong> useful to compensate for a bonus you lose by leaving your current job.</li>
<li><strong>Start date:</strong> enough time to finish your notice period and settle in.</li>
<li><strong>Language courses, remote days, training budget, extra holidays.</strong></li>
<li><strong>Title and level:</strong> they shape your next salary and your progression.</li>
</ul>
<h2>How to phrase the request</h2>
<p>Start with enthusiasm, then make one clear, justified request. For example: “Thank you — I'm excited about the role and the team. Based on my research of similar roles in Amsterdam and the scope we discussed, especially managing the two analysts, I was expecting a base salary closer to 78,000 EUR. Would there be flexibility to move in that direction?” Then stop talking and let them respond. Put everything you agree on in writing.</p>
<h2>Know what is fixed</h2>
<p>Some employers have little room on base salary. In the UN system, the grade is set by the position and salary scales are public, but some agencies can offer a higher step within the grade based on your experience — ask about it. Public sector employers in Germany or the Nordics pay according to collective agreements, where your experience determines the level. In such cases, focus on the level, start date and relocation support.</p>
<h2>Mistakes to avoid</h2>
<p>Do not invent competing offers. Do not negotiate by email in ten rounds — one or two exchanges, ideally on a call, are enough. Do not accept verbally and then come back with new requests. And do not make it personal: you are solving a problem together with the recruiter, who usually wants to close the hire as much as you do.</p>`,
    readAccess: "FELLOW",
    hideHalf: true,
    video: null,
    isFeatured: false,
    featureOrder: null,
    ghostPostSlug: null,
    publishedDaysAgo: 33,
  },
  {
    slug: "relocating-to-germany-eu-blue-card",
    language: "en",
    title: "Relocating to Germany: EU Blue Card, Opportunity Card and the first month",
    description:
      "The main visa routes for skilled professionals, what employers expect and a checklist for your first weeks in Germany.",
    tags: ["relocation", "germany", "visa"],
    author: { firstName: "Maximilian", lastName: "Krüger" },
    articleText:
      `<p>Germany has become one of the most open countries in Europe for skilled professionals. Since the Skilled Immigration Act reforms of 2023–2024, the salary thresholds for the EU Blue Card were lowered, IT specialists can qualify without a university degree, and a new job-seeker route — the Opportunity Card — lets you come to Germany and look for work on the spot. Here is how the main options work and what to prepare.</p>
<h2>EU Blue Card</h2>
<p>The Blue Card is the main route for university graduates with a job offer. You need a recognised degree and a contract with a gross salary above the annual threshold — 48,300 EUR in 2025, or about 43,760 EUR for shortage occupations (such as IT, engineering, medicine and teaching) and for people who graduated within the last three years. The thresholds change every January, so always check the current figures. IT specialists can also qualify with at least three years of relevant professional experience and no degree. Blue Card holders can get permanent residence after 27 months, or after 21 months with B1-level German.</p>
<h2>Degree recognition</h2>
<p>Check your university and degree in the anabin database. If your university is listed as H+ and your degree is rated as equivalent, you usually do not need anything else. Otherwise, apply for a Statement of Comparability from the ZAB, which takes several weeks, so start early. For regulated professions such as medicine or law, a separate professional recognition is required.</p>
<h2>Opportunity Card</h2>
<p>Introduced in June 2024, the Opportunity Card (Chancenkarte) allows you to stay in Germany for up to a year to search for work, and to work part-time up to 20 hours a week during that time. You either need fully recognised qualifications, or enough points for education, experience, German or English skills, age and previous ties to Germany. You must prove you can support yourself, usually via a blocked account. It is a good option if your profession is in demand but you do not yet have an offer.</p>
<h2>What employers expect</h2>
<ul>
<li>A German-style CV: clear, factual, often with a photo and exact dates, two pages.</li>
<li>Reference letters (Arbeitszeugnisse) if you have them; otherwise, references on request.</li>
<li>English is enough in many tech companies and start-ups, but German opens most other doors. Even A2–B1 shows commitment.</li>
<li>Realistic expectations about salary: use the Blue Card thresholds as a floor, not a target.</li>
</ul>
<h2>The first month: a checklist</h2>
<ul>
<li><strong>Address registration (Anmeldung)</strong> within 14 days of moving in. Without it, you cannot open most bank accounts or receive your tax ID.</li>
<li><strong>Tax ID</strong> arrives by post a couple of weeks after registration; give it to your employer.</li>
<li><strong>Health insurance</strong> is mandatory. Statutory insurance costs about 14.6% of gross salary plus an additional contribution, split with the employer.</li>
<li><strong>Bank account</strong> — online banks are often easier for newcomers.</li>
<li><strong>Residence permit</strong> — if you entered with a national visa, book the appointment at the foreigners' office (Ausländerbehörde) early; waiting times in big cities can be long.</li>
</ul>
<h2>Housing, the hardest part</h2>
<p>In Berlin, Munich, Hamburg and Frankfurt, the rental market is very tight. Plan for one to three months in furnished temporary housing, ask your employer for relocation support, and prepare a standard folder with your contract, passport copy, three payslips or a salary confirmation and a SCHUFA credit report, which you can request once you have a German address. Be very careful with listings that ask for money before a viewing — rental scams targeting newcomers are common.</p>`,
    readAccess: "AUTHORIZED",
    hideHalf: true,
    video: "https://www.youtube.com/embed/Hk3pZr9TfQs",
    isFeatured: false,
    featureOrder: null,
    ghostPostSlug: null,
    publishedDaysAgo: 19,
  },
  {
    slug: "moving-to-the-netherlands-highly-skilled-migrant",
    language: "en",
    title: "Moving to the Netherlands as a highly skilled migrant",
    description:
      "How the kennismigrant scheme works, what the 30% ruling means for your net salary and how to survive the housing market.",
    tags: ["relocation", "netherlands", "visa"],
    author: { firstName: "Eva", lastName: "de Vries" },
    articleText:
      `<p>The Netherlands is one of the easiest European countries to move to for work — provided your employer is set up for it. Most English-speaking professionals arrive through the highly skilled migrant scheme (kennismigrant), which is fast and predictable. The challenges usually start after the permit: housing, taxes and getting used to the Dutch directness.</p>
<h2>The highly skilled migrant permit</h2>
<p>Two conditions matter. First, your employer must be a recognised sponsor registered with the IND, the Dutch immigration service; you can check the public register on the IND website. Second, your gross monthly salary must meet the threshold for your age group. In 2025 it is about 5,690 EUR for people aged 30 and over, about 4,170 EUR for those under 30, and about 2,990 EUR for recent graduates of Dutch or top-ranked foreign universities. Holiday allowance does not count towards the threshold. Thresholds are updated every January.</p>
<p>The employer submits the application, and decisions often come within two to four weeks. No degree recognition or language test is required, and your partner gets the right to work as well.</p>
<h2>The 30% ruling</h2>
<p>Employees recruited from abroad who meet a specific salary norm can receive part of their salary tax-free to compensate for the extra costs of living abroad. It makes a noticeable difference to your net income, but it is temporary (maximum five years), capped at a salary ceiling, and will be reduced from 30% to 27% from 2027. Ask your employer to apply for it within four months of your start date; later applications lose the retroactive benefit.</p>
<h2>Registration and first steps</h2>
<ul>
<li>Register with your municipality to receive a BSN (citizen service number) — you need it for salary, bank, healthcare and a DigiD login.</li>
<li>Take out Dutch basic health insurance within four months; it is mandatory even if your employer offers extras.</li>
<li>Open a Dutch bank account; many shops and services do not accept credit cards.</li>
<li>Get a bicycle. Seriously.</li>
</ul>
<h2>Housing</h2>
<p>Amsterdam, Utrecht and The Hague have a severe housing shortage. Start searching before you arrive, budget for a significant share of your net salary, and consider nearby cities with good train connections, like Haarlem, Amersfoort or Leiden. Never transfer a deposit before seeing the apartment and signing a contract, and check that you can register at the address: without registration, there is no BSN.</p>
<h2>Working culture</h2>
<p>Dutch workplaces are flat and direct. Your manager expects you to give your opinion in meetings, and feedback may sound blunt. Work-life balance is taken seriously: working late every day is seen as poor planning, not dedication. Learning basic Dutch is not required at most international companies, but it helps enormously outside work.</p>`,
    readAccess: "AUTHORIZED",
    hideHalf: false,
    video: null,
    isFeatured: false,
    featureOrder: null,
    ghostPostSlug: null,
    publishedDaysAgo: 52,
  },
  {
    slug: "working-in-the-uae-what-to-know",
    language: "en",
    title: "Working in the UAE: what to know before you sign",
    description:
      "Tax-free salaries are only part of the story. How UAE job offers are structured and which clauses deserve a second look.",
    tags: ["relocation", "uae", "offer"],
    author: { firstName: "Karim", lastName: "Haddad" },
    articleText:
      `<p>Dubai and Abu Dhabi attract professionals from all over the world with tax-free salaries, sunshine and a fast-moving job market. Thousands of people move every month, and the process is generally smooth. Still, UAE offers are structured differently from European ones, and a few details in your contract can make a big difference over the years.</p>
<h2>How the package is built</h2>
<p>A typical offer lists a total monthly salary split into basic salary, housing allowance, transport allowance and sometimes other allowances. The split matters: your end-of-service gratuity is calculated on basic salary only — 21 days of basic pay for each of the first five years and 30 days for each year after that. A package with a very low basic component looks the same every month, but pays out much less when you leave.</p>
<h2>What to check in the contract</h2>
<ul>
<li><strong>Probation:</strong> up to six months under UAE labour law, with shorter notice periods during that time.</li>
<li><strong>Notice period and non-compete clauses</strong>, especially if you plan to stay in the same industry.</li>
<li><strong>Medical insurance:</strong> mandatory in Dubai and Abu Dhabi, but coverage levels vary a lot. Check whether your family is included.</li>
<li><strong>Annual flight ticket, school fees and relocation allowance</strong> — common for senior roles, rarer for junior ones.</li>
<li><strong>Free zone or mainland employer:</strong> it affects which rules and authorities apply to your contract.</li>
</ul>
<h2>Visa and documents</h2>
<p>Your employer sponsors your residence visa and Emirates ID, and covers the costs. You will need a medical test in the UAE and, for many roles, an attested degree certificate — legalised in your home country and by the UAE embassy or via apostille. Attestation can take weeks, so start as soon as you have an offer. High earners and specialists may qualify for a ten-year Golden Visa, which does not depend on a single employer.</p>
<h2>Cost of living</h2>
<p>No income tax does not mean low costs. Rent in popular areas of Dubai has risen sharply, and landlords often ask for payment in one to four cheques for the whole year. International school fees can exceed 20,000 USD per child per year. Build a realistic monthly budget before comparing an offer with your current net salary.</p>
<h2>Working culture</h2>
<p>The working week in the public sector and many companies runs Monday to Friday, with shorter hours on Friday. Teams are extremely international, relationships matter and responsiveness is valued. Respect local laws and customs — they are stricter than in Europe on some topics, and ignorance is not a defence.</p>`,
    readAccess: "UNANYMOUS",
    hideHalf: false,
    video: null,
    isFeatured: false,
    featureOrder: null,
    ghostPostSlug: "working-in-the-uae-what-to-know-before-you-sign",
    publishedDaysAgo: 70,
  },
  {
    slug: "masters-abroad-and-scholarships",
    language: "en",
    title: "Master's abroad: choosing a programme and funding it with a scholarship",
    description:
      "A step-by-step approach to shortlisting programmes and the scholarships that can cover tuition and living costs.",
    tags: ["education", "scholarships", "masters"],
    author: { firstName: "Maria", lastName: "Lee" },
    articleText:
      `<p>A master's degree from a well-regarded university abroad is still one of the most reliable ways to start an international career. It gives you a degree that employers recognise, a network, and in many countries a post-study work permit. The challenge is to choose the right programme and find money for it — ideally someone else's.</p>
<h2>Start from your career goal</h2>
<p>Before you look at rankings, write down what you want to do after graduation and where. A one-year master's in the UK is intensive and fast; a two-year programme in Germany or the Netherlands gives you time for internships and a thesis with a partner organisation. If you aim for the UN, look for programmes in development, public policy, economics or public health that include a practical project or field placement.</p>
<h2>Build a shortlist</h2>
<ul>
<li>Look at the modules, not just the title. Two programmes named “International Development” can be completely different.</li>
<li>Check where graduates work: most programmes publish career outcomes, and LinkedIn shows the rest.</li>
<li>Compare total cost — tuition plus living costs for the full duration.</li>
<li>Check admission requirements: GPA, language tests, GRE or GMAT, work experience.</li>
<li>Note deadlines, especially scholarship deadlines, which are often months earlier than admission ones.</li>
</ul>
<h2>Main scholarship families</h2>
<p><strong>Government scholarships</strong> — Chevening (UK), DAAD (Germany), Fulbright (US), the Swedish Institute Scholarships for Global Professionals, Eiffel (France), Stipendium Hungaricum, the Korean GKS and the Japanese MEXT programmes. They usually cover tuition, living costs and travel, and some require work experience and a commitment to return home. Eligibility depends on your citizenship and changes over time, so check the current list of countries.</p>
<p><strong>Erasmus Mundus joint master's degrees</strong> — programmes run by consortia of European universities, where you study in two or three countries. Scholarships are generous and open to students from all over the world.</p>
<p><strong>University scholarships</strong> — merit-based tuition waivers, often awarded automatically with admission. Ask the admissions office directly.</p>
<h2>What makes an application competitive</h2>
<p>Scholarship committees look for leadership, a clear plan and impact beyond yourself. Your motivation letter should connect your past experience, the programme and your future goals into one story — and be specific about what you will do afterwards. Choose referees who know your work well over famous names who do not. Give yourself at least three months for language tests, documents and several drafts of your essays.</p>`,
    readAccess: "UNANYMOUS",
    hideHalf: false,
    video: null,
    isFeatured: true,
    featureOrder: 4,
    ghostPostSlug: null,
    publishedDaysAgo: 95,
  },
  {
    slug: "working-remotely-for-a-foreign-company",
    language: "en",
    title: "Working remotely for a foreign company: contracts, taxes and time zones",
    description:
      "Remote jobs abroad are real, but the legal side is often ignored. What to clarify before you accept an offer.",
    tags: ["remote", "contracts", "taxes"],
    author: { firstName: "David", lastName: "Okafor" },
    articleText:
      `<p>Remote work has turned “working for a company abroad” into something you can do without moving. Many European and American companies now hire across borders. But a remote job raises questions that an office job does not: who employs you, where you pay taxes, and how you will collaborate across time zones. Clarify them before you sign.</p>
<h2>Three ways to be hired</h2>
<ul>
<li><strong>Local employment:</strong> the company has a legal entity in your country and employs you under local law. This is the most protective option.</li>
<li><strong>Employer of record (EOR):</strong> a third-party provider employs you on the company's behalf, handling payroll, taxes and benefits. You get a local employment contract without the company opening an office.</li>
<li><strong>Contractor:</strong> you invoice the company as a self-employed person or through your own company. You are responsible for taxes, social contributions, pension and holidays.</li>
</ul>
<p>Contractor arrangements are common and can pay well, but compare offers on the same basis: a contractor rate should be significantly higher than an employee salary to cover the benefits and security you lose.</p>
<h2>Taxes follow you, not the company</h2>
<p>In most countries, you are tax resident where you live for more than 183 days a year, and you pay income tax there, regardless of where your employer is based. If you travel a lot, your situation may be complex. Before moving somewhere as a remote worker, check the local rules, the double taxation treaty with your country, and whether you need a residence permit that allows remote work. Several countries, including Spain, Portugal, Estonia and Croatia, offer digital nomad or remote work visas with income requirements.</p>
<h2>Time zones and collaboration</h2>
<p>Ask how many hours of overlap the team expects. Three to four hours a day is typical for “remote within Europe” roles. Companies that say “async first” usually rely on written communication, so your written English matters as much as your technical skills. Ask how decisions are documented, how often the team meets in person and who pays for the trips.</p>
<h2>Standing out in a global applicant pool</h2>
<p>Remote roles attract applicants from dozens of countries. Show that you already work well remotely: mention distributed teams, tools you use, and examples of projects you drove without supervision. A short, well-written cover note often matters more than a polished CV.</p>`,
    readAccess: "AUTHORIZED",
    hideHalf: false,
    video: null,
    isFeatured: false,
    featureOrder: null,
    ghostPostSlug: null,
    publishedDaysAgo: 61,
  },
  {
    slug: "un-internships-guide",
    language: "en",
    title: "UN internships: eligibility, stipends and how to get selected",
    description:
      "An internship is still one of the most common ways into the UN system. Here is how the programmes work and how to stand out.",
    tags: ["internship", "un", "students"],
    author: { firstName: "Anna", lastName: "Kovaleva" },
    articleText:
      `<p>Every year, thousands of students and recent graduates intern at the UN Secretariat, UNDP, UNICEF, WHO, UNHCR and other agencies. An internship will not guarantee a job, but it gives you something very valuable: you learn how the system works from inside, you meet people who will later tell you about vacancies, and you get a reference that UN hiring managers understand.</p>
<h2>Who can apply</h2>
<p>Eligibility differs by organisation, but most require you to be enrolled in a graduate programme or in the final year of a bachelor's, or to have graduated within the last one or two years. You usually need fluency in English or French, and agency-specific skills for technical teams. Internships last from two to six months, and most can now be done remotely or in a hybrid form.</p>
<h2>Money matters</h2>
<p>For years, many UN internships were unpaid, which made them accessible mostly to those who could afford them. Today, many agencies, including UNICEF, UNDP and UNFPA, pay a monthly stipend, and others have introduced financial support. Amounts vary by duty station and rarely cover all costs in Geneva or New York. Check the current conditions in each posting, and look for university grants or national programmes that fund internships abroad.</p>
<h2>Where to find them</h2>
<ul>
<li>The careers portal of each agency — most publish internships alongside regular vacancies.</li>
<li>The UN Secretariat's careers site, where internships are posted by department and duty station.</li>
<li>Country and regional offices, which sometimes recruit interns locally with short deadlines.</li>
</ul>
<h2>How to stand out</h2>
<p>Competition is intense, so treat the application as seriously as a job application. Choose two or three postings where your studies clearly match the work, and explain the link in your motivation statement: “My thesis on urban water tariffs in Central Asia is directly relevant to the team's work on utility reform.” Mention concrete skills — data analysis, writing, languages, design — and attach a short writing sample if allowed. A reference from a professor who knows your work helps.</p>
<h2>Making the most of it</h2>
<p>Once inside, volunteer for tasks beyond your terms of reference, ask colleagues for short coffee chats about their career paths, and keep a list of what you delivered. At the end, ask your supervisor for a written evaluation and whether they would be willing to act as a reference. Many consultancy contracts go to former interns whom teams already trust.</p>`,
    readAccess: "UNANYMOUS",
    hideHalf: false,
    video: null,
    isFeatured: false,
    featureOrder: null,
    ghostPostSlug: null,
    publishedDaysAgo: 110,
  },
  {
    slug: "networking-for-an-international-career",
    language: "en",
    title: "Networking for an international career, even if you hate networking",
    description:
      "Most international jobs are filled by people someone already knows. A calm, structured way to build those relationships.",
    tags: ["networking", "job search"],
    author: { firstName: "Sofia", lastName: "Marchetti" },
    articleText:
      `<p>Ask people working at international organisations how they got their first contract, and many will tell you about a person rather than a portal: a former supervisor who recommended them, a colleague who forwarded a consultancy, a panel member who remembered them from a conference. Networking is not about collecting contacts. It is about letting the right people know what you do and what you are looking for.</p>
<h2>Start with the people you already know</h2>
<p>Make a list of 30 people: former colleagues, classmates, professors, clients, friends of friends who work abroad or in your target field. Write to them briefly to say what you are exploring and ask if they have twenty minutes to share their experience. Most people are glad to help someone they know, and your first conversations will lead to new names.</p>
<h2>Informational interviews</h2>
<p>An informational interview is a short conversation to learn about someone's work — not to ask for a job. Prepare four or five questions:</p>
<ul>
<li>What does a typical week look like in your role?</li>
<li>Which skills matter most in your team right now?</li>
<li>How did you get your first position in this organisation?</li>
<li>What would you do in my place?</li>
<li>Is there anyone else you think I should talk to?</li>
</ul>
<p>Keep to the time you asked for, and send a thank-you note the same day. If the person gave you advice, write again a few weeks later to say how you used it. That second message is what turns a contact into a relationship.</p>
<h2>Writing to strangers</h2>
<p>A cold message on LinkedIn works when it is short, specific and easy to answer. Mention what you have in common (same university, same country, an article they wrote), say what you are looking for in one sentence, and ask a small question. “Could you recommend one resource to understand WFP's cash programmes?” gets more replies than “Can we have a call?”.</p>
<h2>Events and conferences</h2>
<p>Choose fewer events and prepare for them. Look at the list of speakers and participants, pick three people you want to meet, and read something they have published. After the event, follow up within 48 hours with a reference to your conversation.</p>
<h2>Give before you ask</h2>
<p>Share a relevant article, introduce two people who should know each other, congratulate someone on a new role. Small, genuine gestures make you memorable. When a vacancy opens a year later, you want to be the person they think of first.</p>`,
    readAccess: "FELLOW",
    hideHalf: false,
    video: null,
    isFeatured: false,
    featureOrder: null,
    ghostPostSlug: null,
    publishedDaysAgo: 140,
  },
  {
    slug: "un-grades-p-levels-explained",
    language: "en",
    title: "UN grades explained: G, NO, P and D levels and what they pay",
    description: "What P2, NOB or D1 mean, how much experience each level requires and how UN salaries are calculated.",
    tags: ["un", "grades", "salary"],
    author: { firstName: "Laura", lastName: "Bennett" },
    articleText:
      `<p>UN job titles can be confusing, but the grade in brackets tells you almost everything: who the position is for, how much experience it requires and roughly what it pays. Understanding the grade system helps you apply for the right level — applying too high wastes your time, and applying too low can lock you into a lower salary for years.</p>
<h2>General Service (G)</h2>
<p>G1 to G7 positions are recruited locally for administrative, technical and support functions: assistants, drivers, finance and HR associates, IT support. Candidates must usually be nationals or legal residents of the country. Salaries follow local market surveys.</p>
<h2>National Officers (NO)</h2>
<p>NOA to NOD positions are professional roles for nationals of the country where the office is located: programme officers, analysts, specialists. They require a university degree and, depending on the level, from one to seven or more years of experience. NO positions are an excellent entry point into the UN for professionals from programme countries.</p>
<h2>International Professionals (P)</h2>
<p>P positions are open to all nationalities and involve international mobility. Typical minimum requirements:</p>
<ul>
<li><strong>P1–P2:</strong> master's degree and up to two years of experience (JPOs and Young Professionals usually start here).</li>
<li><strong>P3:</strong> master's degree and five years of relevant experience.</li>
<li><strong>P4:</strong> seven years, often with team or programme management.</li>
<li><strong>P5:</strong> ten years, senior technical or managerial role.</li>
</ul>
<p>A bachelor's degree plus two additional years of experience is often accepted instead of a master's.</p>
<h2>Directors (D) and above</h2>
<p>D1 and D2 are senior leadership roles such as heads of large country offices or divisions, requiring fifteen or more years of experience. Above them are Assistant Secretary-General and Under-Secretary-General positions, which are political appointments.</p>
<h2>How professional salaries work</h2>
<p>International salaries consist of a net base salary, which is the same worldwide for each grade and step, and a post adjustment, a percentage that reflects the cost of living at each duty station. The same P3 therefore earns more in Geneva than in Nairobi. Salaries are not subject to national income tax for most nationalities. On top come allowances: rental subsidy, hardship and mobility allowances for difficult duty stations, education grant for children, home leave and a pension fund with a generous employer contribution. Salary scales are published by the International Civil Service Commission, so you can calculate your expected income before you apply.</p>`,
    readAccess: "AUTHORIZED",
    hideHalf: false,
    video: "https://www.youtube.com/embed/Wb4nQe8sLd2",
    isFeatured: false,
    featureOrder: null,
    ghostPostSlug: null,
    publishedDaysAgo: 150,
  },
  {
    slug: "un-consultancy-contracts",
    language: "en",
    title: "UN consultancy contracts: how they work and how to win them",
    description:
      "Consultancies are the most common way professionals start working with the UN. Contract types, fees, taxes and how to get on rosters.",
    tags: ["consultancy", "un", "contracts"],
    author: { firstName: "Anna", lastName: "Kovaleva" },
    articleText:
      `<p>Staff positions get most of the attention, but a large share of people who work for the UN do so as consultants or individual contractors. Agencies use consultants for specific outputs — an evaluation, a training course, a policy study, a database — and for surge capacity in emergencies. For experienced professionals, a consultancy is often the fastest way to start working with the system, and many staff members began this way.</p>
<h2>Types of contracts</h2>
<p>Each organisation has its own names. UNDP uses individual contracts (IC) and personnel service agreements for longer, staff-like roles. UNOPS offers international and local individual contractor agreements (IICA and LICA). The UN Secretariat, UNICEF, WHO and others use consultant and individual contractor contracts. What they have in common: you are not a staff member, you are paid for deliverables or working days, and the contract is for a defined period, from a few days to a year or more.</p>
<h2>Fees and what they include</h2>
<p>Fees are usually daily or monthly and depend on the complexity of the work and your experience. Many agencies have internal fee bands that roughly mirror staff grades, so a consultant with ten years of experience might be paid in a range similar to a P4 or P5 salary, without the benefits. Consultants normally receive no pension, no paid leave and no education grant; some contracts include basic insurance, but often you must prove your own coverage. Travel is paid separately with a daily subsistence allowance. When you propose a fee, check the agency's published rates if available, and remember that you are paying for your own social security.</p>
<h2>Taxes</h2>
<p>Unlike staff, consultants are generally not exempt from national income tax. Your tax obligations depend on your country of residence and citizenship, and the UN does not withhold tax for you. Keep all contracts and payment records, and speak to a tax adviser in your country if consultancy income becomes a significant part of your earnings.</p>
<h2>Where to find consultancies</h2>
<ul>
<li>Agency career portals, under “consultancy” or “individual contractor”.</li>
<li>Procurement notices on UNGM for larger assignments, often open to firms and individuals.</li>
<li>Expert rosters: UNDP's ExpRes roster for crisis and development experts, UNICEF and WHO rosters by technical area.</li>
<li>Direct recommendations — many short assignments are filled from people teams already know.</li>
</ul>
<h2>How to write a winning application</h2>
<p>Consultancy notices are more practical than staff vacancies. Evaluators compare your technical proposal and financial offer, often with a 70/30 weighting. Your technical proposal should show that you understand the assignment, propose a clear methodology and work plan, and highlight two or three comparable assignments with concrete results. Keep it short and structured: evaluators score against criteria, not eloquence. In the financial proposal, give a breakdown by deliverable and do not underprice yourself — an unrealistically low fee can make evaluators doubt your experience.</p>
<h2>Building a consultancy career</h2>
<p>Deliver on time, communicate early when something goes wrong and ask for a written performance evaluation at the end of every contract. These evaluations are stored and consulted for future contracts. Keep in touch with the teams you worked with, and tell them when you are available. Some agencies limit how many months a consultant can work in a year, so diversifying across two or three organisations gives you more stability.</p>`,
    readAccess: "FELLOW",
    hideHalf: true,
    video: null,
    isFeatured: false,
    featureOrder: null,
    ghostPostSlug: null,
    publishedDaysAgo: 44,
  },
  {
    slug: "jpo-and-young-professionals-programme",
    language: "en",
    title: "JPO and YPP: two entry routes into the UN for young professionals",
    description:
      "The Junior Professional Officer programme and the UN Young Professionals Programme compared: eligibility, selection and what happens after.",
    tags: ["un", "jpo", "young professionals"],
    author: { firstName: "Tom", lastName: "Lindqvist" },
    articleText:
      `<p>Most UN vacancies ask for several years of experience, which makes it hard for young professionals to get in. Two programmes were created precisely to solve this problem: the Junior Professional Officer (JPO) programme and the UN Young Professionals Programme (YPP). They work very differently, and it is worth understanding both.</p>
<h2>The JPO programme</h2>
<p>JPO positions are funded by donor governments, which sponsor their own citizens to work in UN agencies for two to three years, usually at P1 or P2 level. About twenty countries run JPO programmes, including Germany, the Netherlands, Norway, Sweden, Switzerland, Japan, Korea and several others. Some donors also sponsor candidates from developing countries.</p>
<ul>
<li><strong>Eligibility:</strong> citizenship of the sponsoring country (or of an eligible developing country), a master's degree, two to four years of relevant experience, and usually an age limit of around 30–32.</li>
<li><strong>Selection:</strong> you apply for specific JPO positions through the donor's or agency's portal; the agency and the donor select together.</li>
<li><strong>Benefits:</strong> full staff salary and benefits, plus a learning budget and structured supervision.</li>
</ul>
<p>JPOs are not guaranteed a job afterwards, but a large share stay in the UN system, because they have gained the experience, network and internal candidate status that regular vacancies require.</p>
<h2>The UN Young Professionals Programme</h2>
<p>The YPP is a recruitment programme of the UN Secretariat for entry-level professional positions. It is open to nationals of countries that are under-represented in the Secretariat; the list of participating countries is published each year and changes.</p>
<ul>
<li><strong>Eligibility:</strong> citizenship of a participating country, a bachelor's degree in a relevant field, age 32 or under, fluency in English or French.</li>
<li><strong>Selection:</strong> a written examination in one job family (for example, economic affairs, information management or administration), followed by interviews for successful candidates.</li>
<li><strong>Outcome:</strong> successful candidates are placed on a roster and offered P1 or P2 positions as they become available, with a structured induction and mobility in the first years.</li>
</ul>
<h2>How to prepare</h2>
<p>For JPO positions, treat each application as a regular UN application: tailor your CV to the specific terms of reference and prepare for a competency-based interview. For the YPP, prepare for the exam like a university entrance test: review the subject area, practise writing structured essays under time pressure, and keep up with UN reports in your field. In both cases, experience in a developing country and a second UN language give you an edge.</p>
<h2>Which route is right for you?</h2>
<p>If your country sponsors JPOs and you already have two or three years of relevant experience, the JPO route is usually faster and more targeted. If your country is on the YPP list and you are early in your career, the exam is worth a try, even more than once. Many candidates apply to both in the same year.</p>`,
    readAccess: "FELLOW",
    hideHalf: false,
    video: null,
    isFeatured: false,
    featureOrder: null,
    ghostPostSlug: null,
    publishedDaysAgo: 180,
  },
  // ─── Русский ───────────────────────────────────────────────────────────────────────────────────────
  {
    slug: "rezyume-dlya-oon",
    language: "ru",
    title: "Резюме для ООН: как пройти первичный отбор",
    description:
      "Почему сильные кандидаты отсеиваются на первом же этапе и как оформить опыт так, чтобы рекрутер нашёл всё нужное за минуту.",
    tags: ["резюме", "ООН", "отклик"],
    author: { firstName: "Анна", lastName: "Ковалёва" },
    articleText:
      `<p>На одну вакансию в ПРООН или ЮНИСЕФ приходит от нескольких сотен до полутора тысяч откликов. Первичный отбор обычно делает не будущий руководитель, а сотрудник кадровой службы или член комиссии: он сверяет каждую заявку с минимальными требованиями — образование, годы релевантного опыта, языки. Если за минуту он не нашёл нужного, заявка отклоняется, каким бы сильным ни был кандидат.</p>
<h2>Говорите языком вакансии</h2>
<p>Распечатайте описание вакансии и выделите каждое требование. Для каждого в резюме должна быть строка, которая его подтверждает. Если в вакансии написано «опыт управления, ориентированного на результат» (results-based management), используйте именно эти слова, а не «готовил отчёты» или «отвечал за KPI». Никто не будет переводить корпоративный язык на язык ООН за вас.</p>
<h2>Считайте опыт так, как его считает ООН</h2>
<p>Релевантный опыт обычно отсчитывается с момента получения первого диплома, и в полном объёме засчитывается только оплачиваемая работа на полную ставку. Работа на полставки часто учитывается пропорционально, стажировки могут не учитываться вовсе. Указывайте месяц и год начала и окончания каждой позиции и отмечайте частичную занятость. На позицию P3 с требованием «пять лет» не возьмут того, у кого по резюме выходит четыре с половиной.</p>
<h2>Результаты, а не обязанности</h2>
<ul>
<li>Начинайте каждый пункт с глагола: руководил, разработал, провёл переговоры, обучил, проанализировал.</li>
<li>Добавляйте масштаб: бюджет, число стран, размер команды, охват.</li>
<li>Называйте партнёров: министерства, доноры, агентства ООН, НКО.</li>
<li>Заканчивайте итогом: что изменилось благодаря вашей работе?</li>
</ul>
<p>Сравните «отвечала за мониторинг» и «разработала систему мониторинга для программы ЕС на 4 млн долларов в трёх странах; система используется 12 партнёрами для ежеквартальной отчётности». Второй вариант отвечает на вопросы проверяющего ещё до того, как он их задал.</p>
<h2>Формат для уставшего читателя</h2>
<p>Два-три листа, обратный хронологический порядок, простой макет без фотографий и инфографики. Языки указывайте честно — в ООН принята шкала fluent, confident, working knowledge. Если агентство требует заполнить собственную онлайн-форму (например, Inspira в Секретариате ООН), заполняйте все поля полностью: «см. приложенное резюме» — верный способ получить отказ.</p>
<h2>Одно резюме — одна вакансия</h2>
<p>Самая частая ошибка — рассылать один и тот же документ на все вакансии. Держите длинное «мастер-резюме» со всем, что вы делали, и под каждую заявку сокращайте и переставляйте блоки так, чтобы самый релевантный опыт шёл первым. Это лишний час работы, но именно он чаще всего решает, придёт ли вам отказ или приглашение на письменный тест.</p>`,
    readAccess: "UNANYMOUS",
    hideHalf: false,
    video: null,
    isFeatured: true,
    featureOrder: 1,
    ghostPostSlug: null,
    publishedDaysAgo: 10,
  },
  {
    slug: "sobesedovanie-po-kompetentsiyam-v-oon",
    language: "ru",
    title: "Собеседование по компетенциям в ООН: как отвечать и как готовиться",
    description:
      "Каждый вопрос на интервью в ООН проверяет конкретную компетенцию. Разбираем формат, метод STAR и типичные ошибки кандидатов.",
    tags: ["собеседование", "ООН", "компетенции"],
    author: { firstName: "Ольга", lastName: "Белова" },
    articleText:
      `<p>Если вы дошли до интервью в ООН, почти наверняка это будет собеседование по компетенциям (competency-based interview). Комиссия из трёх-пяти человек задаёт всем кандидатам одинаковый набор вопросов, каждый из которых проверяет одну компетенцию, и оценивает ответы по шкале. Формат жёсткий и предсказуемый — а значит, к нему можно хорошо подготовиться.</p>
<h2>Что именно оценивают</h2>
<p>Секретариат ООН и многие агентства перешли на рамку ценностей и поведения (UN Values and Behaviours Framework): ценности — инклюзивность, честность, скромность и человечность; модели поведения — взаимодействие и сотрудничество, анализ и планирование, достижение результатов, обучение и развитие, адаптивность и инновации. Часть организаций по-прежнему использует старый список: коммуникация, командная работа, планирование и организация, ответственность, клиентоориентированность, креативность, стремление к обучению. Нужные компетенции всегда перечислены в тексте вакансии — выпишите их, это и есть ваши экзаменационные билеты.</p>
<h2>Отвечайте по методу STAR</h2>
<p>Комиссию интересует ваше реальное поведение в прошлом, а не рассуждения о том, как вы поступили бы. Структура STAR помогает рассказать об этом чётко:</p>
<ul>
<li><strong>Situation</strong> — ситуация, одно-два предложения контекста;</li>
<li><strong>Task</strong> — ваша личная задача;</li>
<li><strong>Action</strong> — конкретные шаги, которые вы предприняли; это самая длинная часть;</li>
<li><strong>Result</strong> — результат, желательно измеримый, и вывод, который вы сделали.</li>
</ul>
<p>Говорите «я», а не «мы»: комиссия не может поставить баллы вашей команде.</p>
<h2>Пример</h2>
<p>Вопрос: «Расскажите о случае, когда вам нужно было добиться результата в сжатые сроки и при нехватке ресурсов». Слабый ответ — общий рассказ о напряжённом периоде. Сильный — один конкретный эпизод: отчёт донору через пять дней, коллега на больничном, данные от двух партнёров не пришли. Дальше — как вы перераспределили приоритеты, кому позвонили, что делегировали, как проверили качество. И финал: отчёт сдан вовремя, донор продлил финансирование на следующий год.</p>
<h2>Соберите банк историй</h2>
<p>Подготовьте восемь-десять историй за последние пять лет, которые вместе покрывают все компетенции из вакансии. Одна история часто подходит к двум компетенциям — например, к командной работе и разрешению конфликтов. Обязательно заготовьте рассказ о неудаче: вопрос «Расскажите о ситуации, когда что-то пошло не по плану» звучит почти всегда, и комиссия хочет услышать, чему вы научились, а не оправдания.</p>
<h2>Технические вопросы и ваши вопросы</h2>
<p>Часто добавляют два-три вопроса по существу работы или просят прокомментировать недавний доклад или стратегию агентства. Прочитайте стратегический план организации и последний годовой отчёт по региону. В конце задайте один-два содержательных вопроса о приоритетах команды — не о зарплате и отпуске.</p>
<h2>Практические мелочи</h2>
<p>Большинство интервью проходит онлайн и длится 45–60 минут. Ориентируйтесь на две-три минуты на ответ: у комиссии жёсткий регламент. Проверьте связь заранее, держите перед собой воду и краткий список своих историй, смотрите в камеру, а не в записи. После интервью можно отправить короткое письмо с благодарностью контактному лицу из кадровой службы, но не пишите членам комиссии напрямую. Результатов иногда приходится ждать несколько недель; кандидаты, успешно прошедшие отбор, но не выбранные на позицию, могут попасть в резерв (roster) для похожих вакансий.</p>
<h2>Ошибки, которые снижают баллы</h2>
<ul>
<li>Гипотетические ответы вроде «в такой ситуации я бы…» вместо реального примера.</li>
<li>Слишком длинная предыстория и скомканное описание собственных действий.</li>
<li>История без результата или с результатом, который нельзя проверить.</li>
<li>Один и тот же пример на несколько вопросов подряд: комиссия хочет увидеть разнообразие опыта.</li>
<li>Критика бывших коллег и руководителей — даже если они действительно были неправы.</li>
</ul>`,
    readAccess: "FELLOW",
    hideHalf: true,
    video: "https://www.youtube.com/embed/Tn8vKc2RxYw",
    isFeatured: true,
    featureOrder: 2,
    ghostPostSlug: null,
    publishedDaysAgo: 22,
  },
  {
    slug: "soprovoditelnoe-pismo",
    language: "ru",
    title: "Сопроводительное письмо, которое дочитают до конца",
    description:
      "Большинство писем пересказывают резюме. Хорошее письмо отвечает на три вопроса: почему эта роль, почему вы и почему сейчас.",
    tags: ["сопроводительное письмо", "отклик"],
    author: { firstName: "Екатерина", lastName: "Соколова" },
    articleText:
      `<p>Рекрутеры спорят о многом, но в одном сходятся: шаблонное сопроводительное письмо вредит больше, чем его отсутствие. Оно сигнализирует, что вы рассылаете отклики пачками. Зато точное, написанное под конкретную вакансию письмо может перевести вас из стопки «может быть» в список приглашённых на интервью — особенно если ваш опыт на первый взгляд не совпадает с требованиями.</p>
<h2>Структура</h2>
<ul>
<li><strong>Вступление:</strong> на какую позицию вы претендуете и одно предложение о том, почему она для вас важна. Фразу «Пишу, чтобы откликнуться на вакансию…» можно смело пропустить.</li>
<li><strong>Два абзаца с доказательствами:</strong> выберите два-три ключевых требования и покажите на конкретных примерах, что вы уже делали похожую работу.</li>
<li><strong>Мотивация:</strong> почему именно эта организация и что вы хотите сделать для её текущих приоритетов.</li>
<li><strong>Завершение:</strong> короткая уверенная фраза о следующем шаге.</li>
</ul>
<p>Итого 300–400 слов. Всё, что длиннее, будут читать по диагонали.</p>
<h2>Покажите, что вы разобрались</h2>
<p>Потратьте двадцать минут на сайт организации, свежий годовой отчёт и новости. Упомяните что-то конкретное: новую программу, смену стратегии, выход в новую страну. Фраза «Меня впечатлило, что ваша команда тестирует денежную помощь через мобильные кошельки в Колумбии» говорит об интересе гораздо больше, чем «ваша престижная организация».</p>
<h2>Объясните неочевидное</h2>
<p>Письмо — ваш шанс соединить точки, которые резюме оставляет несвязанными: смена отрасли, переезд, перерыв в карьере, заявка на позицию уровнем выше. Скажите об этом прямо и подайте как преимущество. Например, логист из ритейла, который идёт в гуманитарную цепочку поставок: «Десять лет я отвечал за доставку скоропортящихся товаров через нестабильную инфраструктуру — с той же задачей сталкивается ваша программа вакцинации».</p>
<h2>Тон и язык</h2>
<p>Пишите так, как говорит уверенный профессионал: короткие предложения, активные глаголы, никаких «коммуникабельный, стрессоустойчивый, командный игрок». Если пишете не на родном языке, попросите носителя или хороший сервис проверить грамматику, но сохраните свой голос. Обращайтесь к конкретному человеку, если его имя указано в вакансии; иначе подойдёт «Dear Hiring Team».</p>
<h2>Для заявок в ООН</h2>
<p>Во многих системах ООН есть отдельное поле для сопроводительного или мотивационного письма. Относитесь к нему как к полноценному письму: опирайтесь на компетенции из вакансии и для самых важных приведите по короткому примеру. Проверяющие нередко читают это поле первым.</p>
<h2>Три ошибки, которые легко исправить</h2>
<p>Первая — письмо о себе, а не о работодателе: «я хочу развиваться» интересует рекрутера гораздо меньше, чем «я могу решить вашу задачу». Вторая — чужое название компании, оставшееся от прошлого отклика; перечитайте письмо перед отправкой. Третья — извинения за недостатки: не пишите «хотя у меня нет опыта в…», лучше покажите, какой опыт у вас есть.</p>`,
    readAccess: "UNANYMOUS",
    hideHalf: false,
    video: null,
    isFeatured: false,
    featureOrder: null,
    ghostPostSlug: null,
    publishedDaysAgo: 38,
  },
  {
    slug: "profil-linkedin-dlya-mezhdunarodnogo-poiska",
    language: "ru",
    title: "Профиль LinkedIn для международного поиска работы: пошаговая настройка",
    description:
      "Рекрутеры ищут кандидатов в LinkedIn как в базе данных. Разбираем заголовок, локацию, навыки и раздел About, чтобы вас находили.",
    tags: ["LinkedIn", "личный бренд", "поиск работы"],
    author: { firstName: "Илья", lastName: "Фомин" },
    articleText:
      `<p>Многие воспринимают LinkedIn как резюме в интернете. Для рекрутеров же это поисковая система: в LinkedIn Recruiter они фильтруют миллионы профилей по должности, навыкам, городу, языкам и стажу и пишут тем, кто оказался на первых страницах выдачи. Поэтому задача не в том, чтобы сделать красивый профиль, а в том, чтобы попадать в нужные поиски и убеждать за десять секунд.</p>
<h2>Заголовок: кто вы и что ищете</h2>
<p>После текущей должности заголовок — самый сильный сигнал для поиска. «В поиске новых возможностей» или «Увлечённый профессионал» его просто тратят. Используйте слова, которые вбил бы рекрутер: «Data Analyst | SQL, Python, Power BI | Healthcare» или «Programme Manager — Education &amp; Youth Employment | Central Asia | EN/RU». Профиль для международного рынка лучше вести на английском.</p>
<h2>Локация важнее, чем кажется</h2>
<p>Рекрутеры часто фильтруют кандидатов по городу. Если вы всерьёз планируете переезд в Берлин или Амстердам и имеете право на работу или визу, можно указать целевой город, а в разделе About написать, когда готовы переехать. В настройках Open to Work перечислите несколько локаций и выберите режим «только для рекрутеров», если не хотите, чтобы это увидел текущий работодатель.</p>
<h2>Раздел About</h2>
<p>Три коротких абзаца от первого лица: чем вы занимаетесь и для кого; два-три достижения с цифрами; что ищете дальше. В конце — языки и способ связаться. До 250 слов: большинство читает только первые три строки, поэтому самое сильное предложение ставьте в начало.</p>
<h2>Опыт и навыки</h2>
<ul>
<li>Под каждой позицией — два-четыре пункта с результатами, а не копия должностной инструкции.</li>
<li>Добавьте до 50 навыков и закрепите три главных: они влияют на поисковую выдачу.</li>
<li>Используйте понятные названия должностей. Если в компании вы назывались «Head of Magic», добавьте в скобках стандартный аналог.</li>
<li>Попросите двух-трёх бывших руководителей или клиентов написать короткие конкретные рекомендации.</li>
</ul>
<h2>Профиль на втором языке</h2>
<p>LinkedIn позволяет вести один профиль на нескольких языках. Если вас интересуют и русскоязычные, и международные работодатели, сделайте основной профиль на английском и добавьте дополнительный на русском. Рекрутер увидит ту версию, которая соответствует языку его интерфейса.</p>
<h2>Будьте на виду</h2>
<p>Активность показывает, что вы на связи. Не нужно становиться блогером: раз-два в неделю оставляйте содержательные комментарии под постами в своей области и делитесь коротким постом, когда завершаете проект или курс. Прежде чем написать кандидату, рекрутеры часто смотрят на его последнюю активность, и «живые» профили получают больше откликов.</p>`,
    readAccess: "AUTHORIZED",
    hideHalf: false,
    video: null,
    isFeatured: true,
    featureOrder: 3,
    ghostPostSlug: null,
    publishedDaysAgo: 6,
  },
  {
    slug: "peregovory-o-zarplate-pri-pereezde",
    language: "ru",
    title: "Переговоры о зарплате с иностранным работодателем",
    description:
      "Оклад — лишь часть международного пакета. Как подготовиться к разговору, что можно просить и какими словами.",
    tags: ["зарплата", "переговоры", "оффер"],
    author: { firstName: "Ольга", lastName: "Белова" },
    articleText:
      `<p>Получив оффер из-за рубежа, многие соглашаются сразу — боятся, что предложение отзовут. На практике работодатели ожидают торга, особенно от опытных специалистов, и вежливая аргументированная просьба почти никогда не приводит к отзыву оффера. Зато нередко приводит к прибавке в несколько тысяч евро в год, более щедрому релокационному пакету или удобной дате выхода, которая делает переезд куда менее нервным.</p>
<h2>Сначала исследование</h2>
<p>Зарплаты в разных странах несопоставимы, и ваш текущий доход — плохой ориентир. Смотрите вилки в вакансиях того же города (с европейской директивой о прозрачности оплаты их будут публиковать всё чаще), зарплатные обзоры кадровых агентств, Glassdoor и Levels.fyi для ИТ. Поговорите с двумя-тремя людьми на похожих позициях в этой стране. Затем посчитайте доход после налогов и стоимость жизни: 70 тысяч евро в Мюнхене и 60 тысяч в Лиссабоне могут оставлять на руках сопоставимые суммы.</p>
<h2>Пусть первую цифру назовут они</h2>
<p>Если об ожиданиях спрашивают на раннем этапе, можно ответить: «Я бы хотел сначала лучше понять объём роли. Какую вилку вы заложили в бюджет?» Многие рекрутеры её называют. Если цифру всё же нужно дать, называйте диапазон, нижняя граница которого — сумма, которая вас устроит по итогам исследования, а не ваша нынешняя зарплата плюс 20%.</p>
<h2>Обсуждайте весь пакет</h2>
<ul>
<li><strong>Релокация:</strong> билеты для семьи, временное жильё, перевозка вещей, единовременная выплата на первые месяцы.</li>
<li><strong>Виза и документы:</strong> пошлины, переводы, услуги релокационного агентства.</li>
<li><strong>Бонус при подписании:</strong> полезен, чтобы компенсировать годовую премию, которую вы теряете при увольнении.</li>
<li><strong>Дата выхода:</strong> время на отработку и обустройство.</li>
<li><strong>Языковые курсы, удалённые дни, бюджет на обучение, дополнительный отпуск.</strong></li>
<li><strong>Должность и грейд:</strong> от них зависит и следующая зарплата, и карьерный рост.</li>
</ul>
<h2>Как сформулировать просьбу</h2>
<p>Начните с энтузиазма, затем — одна ясная обоснованная просьба. Например: «Спасибо, я очень рад предложению и хочу работать с этой командой. Судя по моему анализу рынка в Амстердаме и по объёму роли, который мы обсуждали, — особенно руководству двумя аналитиками, — я рассчитывал на базовый оклад ближе к 78 000 евро. Есть ли возможность двигаться в эту сторону?» После этого замолчите и дайте собеседнику ответить. Все договорённости фиксируйте письменно.</p>
<h2>Что обычно не обсуждается</h2>
<p>У некоторых работодателей почти нет гибкости по окладу. В системе ООН грейд определяется позицией, а шкалы зарплат публичны, но ряд агентств может назначить более высокую ступень (step) внутри грейда с учётом опыта — об этом стоит спросить. В госсекторе Германии или Скандинавии оплата идёт по коллективным договорам, и ваш опыт определяет уровень в тарифной сетке. В таких случаях торгуйтесь за уровень, дату выхода и помощь с переездом.</p>
<h2>Чего не делать</h2>
<p>Не выдумывайте конкурирующие офферы. Не растягивайте переговоры на десять писем — одного-двух раундов, лучше по звонку, достаточно. Не соглашайтесь устно, чтобы потом вернуться с новыми условиями. И не переходите на личности: вы вместе с рекрутером решаете общую задачу, а он, как правило, заинтересован закрыть вакансию не меньше вашего.</p>
<h2>Если ответ — «нет»</h2>
<p>Иногда бюджет действительно исчерпан. В этом случае спросите, можно ли зафиксировать пересмотр зарплаты через шесть месяцев по итогам испытательного срока, и попросите внести это в оффер. Уточните, какие ещё элементы пакета можно изменить. А если предложение всё равно ниже вашего минимума, вежливо откажитесь и оставьте дверь открытой: рекрутеры помнят кандидатов, которые вели себя профессионально, и нередко возвращаются с новым предложением.</p>`,
    readAccess: "FELLOW",
    hideHalf: true,
    video: null,
    isFeatured: false,
    featureOrder: null,
    ghostPostSlug: null,
    publishedDaysAgo: 30,
  },
  {
    slug: "pereezd-v-germaniyu-po-rabote",
    language: "ru",
    title: "Переезд в Германию по работе: поиск вакансий, Голубая карта и первые недели",
    description:
      "Где искать работу в Германии, какие визовые пути подходят специалистам и что сделать в первый месяц после переезда.",
    tags: ["релокация", "Германия", "виза"],
    author: { firstName: "Михаил", lastName: "Гранин" },
    articleText:
      `<p>За последние годы Германия заметно упростила въезд для квалифицированных специалистов: пороги для Голубой карты ЕС снизили, айтишники могут получить её без диплома, а с июня 2024 года появилась «карта возможностей» для поиска работы на месте. Но в стране по-прежнему ценят документы, порядок и немецкий язык, и к переезду лучше подойти системно.</p>
<h2>Где искать работу</h2>
<ul>
<li><strong>StepStone, LinkedIn и Indeed</strong> — основные площадки; для ИТ добавьте специализированные доски вакансий и карьерные страницы стартапов.</li>
<li><strong>Сайт Федерального агентства по труду</strong> — крупнейшая база вакансий, в том числе в регионах, где конкуренция ниже, чем в Берлине и Мюнхене.</li>
<li><strong>Make it in Germany</strong> — официальный портал для иностранных специалистов с проверенными вакансиями и разъяснением визовых правил.</li>
<li><strong>Рекомендации</strong> — немецкие компании охотно платят сотрудникам за приведённых кандидатов, так что ищите знакомых внутри.</li>
</ul>
<h2>Голубая карта ЕС</h2>
<p>Основной путь для выпускников вузов с оффером. Нужны признанный диплом и контракт с зарплатой выше порога: в 2025 году это 48 300 евро брутто в год, а для дефицитных профессий (ИТ, инженерия, медицина, образование и др.) и выпускников последних трёх лет — около 43 760 евро. Пороги пересматривают каждый январь. ИТ-специалисты без диплома могут претендовать на Голубую карту при наличии не менее трёх лет релевантного опыта. Постоянный вид на жительство можно получить через 27 месяцев, а при знании немецкого на уровне B1 — через 21 месяц.</p>
<h2>Признание диплома</h2>
<p>Проверьте вуз и специальность в базе anabin. Если вуз отмечен статусом H+, а диплом признан равноценным, дополнительных шагов обычно не нужно. Если нет — подайте запрос в ZAB на заключение о сопоставимости диплома; это занимает несколько недель, поэтому начинайте заранее. Для регулируемых профессий (врачи, юристы, учителя) нужна отдельная профессиональная процедура признания.</p>
<h2>Карта возможностей (Chancenkarte)</h2>
<p>Позволяет приехать в Германию на срок до года, чтобы искать работу, и в это время работать до 20 часов в неделю. Нужно либо полностью признанное образование, либо достаточное число баллов за образование, опыт, знание немецкого или английского, возраст и связи с Германией. Также требуется подтвердить средства на проживание — обычно через блокированный счёт. Хороший вариант, если ваша профессия востребована, а оффера пока нет.</p>
<h2>Резюме по-немецки</h2>
<p>Немецкое резюме (Lebenslauf) — фактическое и аккуратное: точные даты в формате месяц/год, две страницы, часто с фотографией. Пробелы в биографии лучше коротко объяснить. Если есть рекомендательные письма (Arbeitszeugnisse), приложите их. Для позиций вне ИТ знание немецкого даже на уровне A2–B1 заметно повышает шансы и показывает серьёзность намерений.</p>
<h2>Первый месяц: чек-лист</h2>
<ul>
<li><strong>Регистрация по месту жительства (Anmeldung)</strong> — в течение 14 дней после заселения. Без неё сложно открыть счёт и получить налоговый номер.</li>
<li><strong>Налоговый номер (Steuer-ID)</strong> придёт по почте через пару недель; передайте его работодателю.</li>
<li><strong>Медицинская страховка</strong> обязательна. Государственная обходится примерно в 14,6% от брутто-зарплаты плюс дополнительный взнос, пополам с работодателем.</li>
<li><strong>Банковский счёт</strong> — новичкам обычно проще открыть его в онлайн-банке.</li>
<li><strong>Вид на жительство</strong> — если вы въехали по национальной визе, заранее запишитесь в ведомство по делам иностранцев (Ausländerbehörde): в крупных городах очереди на месяцы.</li>
</ul>
<h2>Жильё</h2>
<p>Это самый сложный этап. В Берлине, Мюнхене, Гамбурге и Франкфурте рынок аренды перегрет: закладывайте один-три месяца в меблированной временной квартире и просите работодателя о помощи с релокацией. Подготовьте папку документов: контракт, копия паспорта, подтверждение дохода и справка SCHUFA, которую можно запросить после регистрации. И никогда не переводите деньги до просмотра квартиры — мошенники активно охотятся на новичков.</p>`,
    readAccess: "AUTHORIZED",
    hideHalf: true,
    video: null,
    isFeatured: false,
    featureOrder: null,
    ghostPostSlug: null,
    publishedDaysAgo: 17,
  },
  {
    slug: "pereezd-v-niderlandy-kennismigrant",
    language: "ru",
    title: "Переезд в Нидерланды: схема kennismigrant и налоговая льгота 30%",
    description:
      "Как работает виза высококвалифицированного мигранта, что даёт льгота 30% и как не потерять месяцы на поиске жилья.",
    tags: ["релокация", "Нидерланды", "виза"],
    author: { firstName: "Михаил", lastName: "Гранин" },
    articleText:
      `<p>Нидерланды — одна из самых простых стран Европы для переезда по работе, если работодатель к этому готов. Большинство англоязычных специалистов приезжают по схеме высококвалифицированного мигранта (kennismigrant): она быстрая и предсказуемая. Сложности обычно начинаются после получения разрешения — жильё, налоги и прямолинейная голландская культура общения.</p>
<h2>Разрешение kennismigrant</h2>
<p>Важны два условия. Во-первых, работодатель должен быть признанным спонсором (erkend referent) и состоять в реестре иммиграционной службы IND — реестр открыт на её сайте. Во-вторых, брутто-зарплата должна превышать порог для вашей возрастной группы. В 2025 году это около 5 690 евро в месяц для тех, кому 30 и больше, около 4 170 евро — для младше 30 и около 2 990 евро — для недавних выпускников голландских или ведущих зарубежных вузов. Отпускные (holiday allowance) в порог не входят. Пороги индексируются каждый январь.</p>
<p>Заявление подаёт работодатель, решение часто приходит за две-четыре недели. Признание диплома и языковой экзамен не требуются, а партнёр получает право работать.</p>
<h2>Льгота 30%</h2>
<p>Сотрудники, нанятые из-за рубежа и соответствующие отдельному зарплатному критерию, могут получать часть зарплаты без налога — как компенсацию расходов на жизнь за границей. На доход на руках это влияет заметно, но льгота временная (максимум пять лет), ограничена потолком зарплаты и с 2027 года сокращается до 27%. Попросите работодателя подать заявку в течение четырёх месяцев после выхода на работу — иначе льгота не будет действовать задним числом.</p>
<h2>Первые шаги</h2>
<ul>
<li>Зарегистрируйтесь в муниципалитете и получите BSN — персональный номер, без которого не начислят зарплату и не откроют счёт. С ним же оформляется DigiD для госуслуг.</li>
<li>В течение четырёх месяцев оформите базовую медицинскую страховку — она обязательна, даже если работодатель предлагает дополнительную.</li>
<li>Откройте голландский банковский счёт: многие магазины и сервисы не принимают кредитные карты.</li>
<li>Купите велосипед — это не шутка, а основной транспорт.</li>
</ul>
<h2>Жильё</h2>
<p>В Амстердаме, Утрехте и Гааге острый дефицит жилья. Начинайте поиск до переезда, закладывайте на аренду значительную часть дохода и рассматривайте соседние города с хорошим железнодорожным сообщением — Харлем, Амерсфорт, Лейден. Не переводите депозит, не увидев квартиру и не подписав договор, и убедитесь, что по этому адресу можно зарегистрироваться: без регистрации не будет BSN.</p>
<h2>Рабочая культура</h2>
<p>Голландские компании — плоские и прямые. Руководитель ждёт, что вы выскажете мнение на встрече, а обратная связь может прозвучать резко. Баланс работы и жизни ценят всерьёз: постоянные переработки воспринимают как плохое планирование, а не как преданность делу. Нидерландский в международных компаниях обычно не обязателен, но вне работы очень помогает.</p>`,
    readAccess: "AUTHORIZED",
    hideHalf: false,
    video: null,
    isFeatured: false,
    featureOrder: null,
    ghostPostSlug: null,
    publishedDaysAgo: 48,
  },
  {
    slug: "rabota-v-oae",
    language: "ru",
    title: "Работа в ОАЭ: на что смотреть в оффере до подписания",
    description:
      "Зарплата без налогов — только часть картины. Как устроены контракты в Дубае и Абу-Даби и какие пункты стоит перечитать дважды.",
    tags: ["релокация", "ОАЭ", "оффер"],
    author: { firstName: "Тимур", lastName: "Алиев" },
    articleText:
      `<p>Дубай и Абу-Даби привлекают специалистов со всего мира зарплатами без подоходного налога, солнцем и быстрым рынком труда. Каждый месяц туда переезжают тысячи людей, и процесс в целом отлажен. Но офферы в ОАЭ устроены иначе, чем в Европе, и несколько деталей в контракте могут серьёзно повлиять на ваши деньги через несколько лет.</p>
<h2>Из чего состоит пакет</h2>
<p>Обычно в оффере указана общая месячная сумма, разбитая на базовый оклад (basic salary), жилищную и транспортную надбавки, иногда — прочие выплаты. Разбивка имеет значение: выходное пособие (end-of-service gratuity) считается только от базового оклада — 21 день базовой зарплаты за каждый из первых пяти лет и 30 дней за каждый следующий год. Пакет с очень маленьким базовым окладом выглядит так же каждый месяц, но при уходе приносит гораздо меньше.</p>
<h2>Что проверить в контракте</h2>
<ul>
<li><strong>Испытательный срок</strong> — по трудовому законодательству ОАЭ до шести месяцев, со своими правилами уведомления об увольнении.</li>
<li><strong>Срок уведомления и запрет на работу у конкурентов</strong>, особенно если планируете оставаться в той же отрасли.</li>
<li><strong>Медицинская страховка</strong> обязательна в Дубае и Абу-Даби, но уровень покрытия сильно различается. Уточните, включена ли семья.</li>
<li><strong>Ежегодный билет домой, оплата школы, подъёмные</strong> — стандарт для старших позиций, реже для младших.</li>
<li><strong>Фризона или «мейнленд»</strong> — от этого зависит, какие правила и органы регулируют ваш контракт.</li>
</ul>
<h2>Виза и документы</h2>
<p>Работодатель спонсирует резидентскую визу и Emirates ID и оплачивает их оформление. Понадобится медосмотр в ОАЭ, а для многих позиций — легализованный диплом: заверенный в стране выдачи и консульством ОАЭ или апостилированный, если это допускается. Легализация занимает недели, поэтому начинайте сразу после оффера. Специалисты с высокой зарплатой могут претендовать на десятилетнюю «золотую визу», которая не привязана к конкретному работодателю.</p>
<h2>Стоимость жизни</h2>
<p>Отсутствие налога не означает низких расходов. Аренда в популярных районах Дубая за последние годы сильно выросла, и арендодатели часто просят оплату одним-четырьмя чеками за год вперёд. Международная школа может стоить больше 20 000 долларов в год на ребёнка. Прежде чем сравнивать оффер с текущей зарплатой, составьте реалистичный бюджет.</p>
<h2>Рабочая культура</h2>
<p>В госсекторе и многих компаниях рабочая неделя — с понедельника по пятницу, в пятницу короткий день. Команды предельно интернациональны, личные отношения и скорость ответа ценятся высоко. Уважайте местные законы и обычаи: по ряду вопросов они строже европейских, и незнание не освобождает от ответственности.</p>`,
    readAccess: "FELLOW",
    hideHalf: false,
    video: null,
    isFeatured: false,
    featureOrder: null,
    ghostPostSlug: null,
    publishedDaysAgo: 75,
  },
  {
    slug: "magistratura-za-rubezhom-i-stipendii",
    language: "ru",
    title: "Магистратура за рубежом: как выбрать программу и найти стипендию",
    description: "Пошаговый подход к выбору программы и обзор стипендий, которые покрывают обучение и проживание.",
    tags: ["образование", "стипендии", "магистратура"],
    author: { firstName: "Екатерина", lastName: "Соколова" },
    articleText:
      `<p>Магистратура в сильном зарубежном университете по-прежнему остаётся одним из самых надёжных способов начать международную карьеру. Она даёт диплом, понятный работодателям, сеть контактов, а во многих странах — право остаться и искать работу после выпуска. Главные вопросы — как выбрать программу и где найти деньги, желательно чужие.</p>
<h2>Начните с карьерной цели</h2>
<p>Прежде чем открывать рейтинги, запишите, кем и где вы хотите работать после выпуска. Годичная магистратура в Великобритании — интенсивная и быстрая; двухлетняя программа в Германии или Нидерландах оставляет время на стажировки и диссертацию вместе с организацией-партнёром. Если цель — ООН, ищите программы по международному развитию, публичной политике, экономике или общественному здравоохранению с практическим проектом или полевой практикой.</p>
<h2>Составьте шорт-лист</h2>
<ul>
<li>Смотрите на учебный план, а не на название: две программы «International Development» могут быть совершенно разными.</li>
<li>Проверьте, где работают выпускники: многие программы публикуют статистику трудоустройства, остальное покажет LinkedIn.</li>
<li>Сравнивайте полную стоимость — обучение плюс проживание на весь срок.</li>
<li>Уточните требования: средний балл, языковые тесты, GRE или GMAT, опыт работы.</li>
<li>Выпишите дедлайны, особенно стипендиальные: они часто на несколько месяцев раньше приёмных.</li>
</ul>
<h2>Основные виды стипендий</h2>
<p><strong>Государственные программы</strong> — Chevening (Великобритания), DAAD (Германия), Fulbright (США), стипендии Шведского института, Eiffel (Франция), Stipendium Hungaricum, корейская GKS и японская MEXT. Обычно покрывают обучение, проживание и перелёт; некоторые требуют опыта работы и обязательства вернуться на родину. Список стран, граждане которых могут участвовать, меняется — проверяйте актуальные условия.</p>
<p><strong>Erasmus Mundus</strong> — совместные магистерские программы консорциумов европейских вузов, где вы учитесь в двух-трёх странах. Стипендии щедрые и открыты для студентов со всего мира.</p>
<p><strong>Университетские стипендии</strong> — скидки на обучение за академические успехи, которые часто присуждают автоматически при поступлении. Спросите в приёмной комиссии напрямую.</p>
<h2>Что делает заявку сильной</h2>
<p>Стипендиальные комиссии ищут лидерство, ясный план и влияние за пределами собственной карьеры. Мотивационное письмо должно связывать ваш опыт, программу и будущие цели в одну историю и конкретно говорить, что вы будете делать после выпуска. Выбирайте рекомендателей, которые хорошо знают вашу работу, а не громкие имена. Заложите минимум три месяца на языковые тесты, документы и несколько черновиков эссе.</p>
<h2>Примерный календарь</h2>
<p>Если вы хотите начать учёбу в сентябре, начинайте готовиться за полтора года. Весной — выбор программ и языковой тест, летом — черновики мотивационных писем и переговоры с рекомендателями, осенью — подача на стипендии (у Chevening и Fulbright дедлайны обычно приходятся на осень), зимой — заявки в университеты и интервью. Весной придут решения, и останется время на визу и поиск жилья.</p>`,
    readAccess: "UNANYMOUS",
    hideHalf: false,
    video: "https://www.youtube.com/embed/Lm5sQd8ZpRe",
    isFeatured: true,
    featureOrder: 4,
    ghostPostSlug: null,
    publishedDaysAgo: 90,
  },
  {
    slug: "udalennaya-rabota-na-inostrannuyu-kompaniyu",
    language: "ru",
    title: "Удалённая работа на иностранную компанию: договор, налоги, часовые пояса",
    description:
      "Удалённые вакансии за рубежом реальны, но юридическую сторону часто упускают. Что выяснить до того, как принять оффер.",
    tags: ["удалённая работа", "налоги", "контракты"],
    author: { firstName: "Илья", lastName: "Фомин" },
    articleText:
      `<p>Удалёнка превратила «работу на зарубежную компанию» в то, что можно делать без переезда. Многие европейские и американские компании нанимают сотрудников в разных странах. Но у удалённой работы есть вопросы, которых нет у офисной: кто ваш работодатель, где вы платите налоги и как вы будете работать с командой через часовые пояса. Их стоит прояснить до подписания.</p>
<h2>Три формата найма</h2>
<ul>
<li><strong>Трудовой договор с местным юрлицом.</strong> У компании есть представительство в вашей стране, и вы работаете по местному трудовому праву. Самый защищённый вариант.</li>
<li><strong>Employer of Record (EOR).</strong> Сторонний провайдер официально нанимает вас от имени компании и берёт на себя зарплату, налоги и соцпакет. Вы получаете местный трудовой договор, а компании не нужно открывать офис.</li>
<li><strong>Подрядчик.</strong> Вы выставляете счета как самозанятый, индивидуальный предприниматель или через свою компанию. Налоги, пенсионные взносы, отпуск и больничные — ваша забота.</li>
</ul>
<p>Контракт подрядчика распространён и может хорошо оплачиваться, но сравнивайте офферы честно: ставка подрядчика должна быть заметно выше зарплаты штатного сотрудника, чтобы покрыть потерянные гарантии.</p>
<h2>Налоги следуют за вами, а не за компанией</h2>
<p>В большинстве стран вы становитесь налоговым резидентом там, где проводите больше 183 дней в году, и платите подоходный налог именно там, где бы ни находился работодатель. Если вы много путешествуете, ситуация может быть запутанной. Перед переездом в другую страну в качестве удалённого сотрудника проверьте местные правила, соглашение об избежании двойного налогообложения и то, нужен ли вам вид на жительство, разрешающий удалённую работу. Испания, Португалия, Эстония, Хорватия и ряд других стран выдают визы цифровых кочевников с требованиями к доходу.</p>
<h2>Часовые пояса и работа в команде</h2>
<p>Спросите, сколько часов пересечения с командой ожидается. Для вакансий «удалённо в пределах Европы» типично три-четыре часа в день. Компании с подходом async first опираются на письменную коммуникацию, поэтому ваш письменный английский важен не меньше профессиональных навыков. Уточните, как фиксируются решения, как часто команда встречается вживую и кто оплачивает поездки.</p>
<h2>Как выделиться среди кандидатов со всего мира</h2>
<p>На удалённые вакансии откликаются люди из десятков стран. Покажите, что вы уже умеете работать удалённо: упомяните распределённые команды, инструменты и проекты, которые вы вели без постоянного контроля. Короткое, хорошо написанное сопроводительное письмо здесь часто значит больше, чем идеально оформленное резюме.</p>
<p>И последнее: прежде чем подписать договор, уточните валюту и способ выплаты, порядок пересмотра ставки, условия расторжения и то, кому принадлежат результаты вашей работы. Эти пункты кажутся формальностью, пока не возникнет спор.</p>`,
    readAccess: "AUTHORIZED",
    hideHalf: false,
    video: null,
    isFeatured: false,
    featureOrder: null,
    ghostPostSlug: null,
    publishedDaysAgo: 58,
  },
  {
    slug: "stazhirovka-v-oon",
    language: "ru",
    title: "Стажировка в ООН: кто может подать заявку и как пройти отбор",
    description:
      "Стажировка по-прежнему один из самых частых входов в систему ООН. Разбираем требования, оплату и способы выделиться.",
    tags: ["стажировка", "ООН", "студентам"],
    author: { firstName: "Анна", lastName: "Ковалёва" },
    articleText:
      `<p>Каждый год тысячи студентов и недавних выпускников проходят стажировки в Секретариате ООН, ПРООН, ЮНИСЕФ, ВОЗ, УВКБ ООН и других агентствах. Стажировка не гарантирует работу, но даёт очень многое: вы видите систему изнутри, знакомитесь с людьми, которые потом расскажут о вакансиях, и получаете рекомендацию, понятную нанимающим менеджерам ООН.</p>
<h2>Кто может подать заявку</h2>
<p>Требования отличаются от организации к организации, но чаще всего нужно учиться в магистратуре или на последнем курсе бакалавриата либо окончить вуз не более года-двух назад. Обычно требуется свободный английский или французский, а в технических командах — профильные навыки. Стажировки длятся от двух до шести месяцев, и многие сейчас можно проходить удалённо или в гибридном формате.</p>
<h2>Про деньги</h2>
<p>Долгое время многие стажировки в ООН были неоплачиваемыми, и попасть на них могли в основном те, кто мог себе это позволить. Сейчас ряд агентств, включая ЮНИСЕФ, ПРООН и ЮНФПА, платит ежемесячную стипендию, другие ввели финансовую поддержку. Суммы зависят от места работы и редко покрывают все расходы в Женеве или Нью-Йорке. Проверяйте условия в каждой вакансии и ищите университетские гранты или национальные программы, финансирующие стажировки за рубежом.</p>
<h2>Где искать</h2>
<ul>
<li>Карьерные порталы агентств — стажировки обычно публикуют рядом с обычными вакансиями.</li>
<li>Карьерный сайт Секретариата ООН, где стажировки размещаются по департаментам и городам.</li>
<li>Страновые и региональные офисы, которые иногда набирают стажёров локально и с короткими сроками подачи.</li>
</ul>
<h2>Как выделиться</h2>
<p>Конкуренция очень высокая, поэтому относитесь к заявке как к отклику на работу. Выберите две-три стажировки, где ваша учёба прямо пересекается с работой отдела, и объясните связь в мотивационном письме: «Моя дипломная работа о тарифах на воду в городах Центральной Азии напрямую связана с проектами команды по реформе коммунальных услуг». Назовите конкретные навыки — анализ данных, письмо, языки, дизайн — и приложите короткий образец текста, если это разрешено. Поможет рекомендация преподавателя, который хорошо знает вашу работу.</p>
<h2>Как использовать стажировку по максимуму</h2>
<p>Внутри берите задачи сверх своего техзадания, просите коллег о коротких встречах за кофе, чтобы узнать их карьерный путь, и ведите список того, что вы сделали. В конце попросите руководителя о письменной оценке и спросите, готов ли он дать рекомендацию. Многие консультантские контракты достаются бывшим стажёрам, которым команда уже доверяет.</p>
<p>Учтите, что у некоторых организаций действуют ограничения: например, стажёр не может сразу после окончания стажировки претендовать на определённые позиции. Проверьте правила конкретного агентства заранее, чтобы правильно спланировать следующий шаг.</p>`,
    readAccess: "UNANYMOUS",
    hideHalf: false,
    video: null,
    isFeatured: false,
    featureOrder: null,
    ghostPostSlug: null,
    publishedDaysAgo: 105,
  },
  {
    slug: "networking-bez-nelovkosti",
    language: "ru",
    title: "Нетворкинг без неловкости: как выстраивать связи в международной среде",
    description:
      "Большинство международных вакансий закрывают знакомые знакомых. Спокойная и понятная система, как стать одним из них.",
    tags: ["нетворкинг", "поиск работы"],
    author: { firstName: "Екатерина", lastName: "Соколова" },
    articleText:
      `<p>Спросите сотрудников международных организаций, как они получили первый контракт, и многие расскажут не о портале вакансий, а о человеке: бывшем руководителе, который порекомендовал; коллеге, который переслал объявление о консультации; члене комиссии, запомнившем их по конференции. Нетворкинг — это не коллекционирование визиток, а умение сделать так, чтобы нужные люди знали, чем вы занимаетесь и что ищете.</p>
<h2>Нарисуйте карту своих связей</h2>
<p>Разделите контакты на три круга. Первый — люди, которые хорошо знают вашу работу: бывшие коллеги, руководители, клиенты. Второй — те, с кем вас что-то объединяет: однокурсники, выпускники вашего вуза, участники тех же программ и курсов. Третий — люди, с которыми вы хотели бы познакомиться: сотрудники целевых организаций, авторы докладов, спикеры конференций. Начинайте с первого круга: там проще всего получить тёплое знакомство с кем-то из третьего.</p>
<h2>Информационное интервью</h2>
<p>Это короткий разговор, чтобы узнать о чужой работе, а не просьба о вакансии. Подготовьте четыре-пять вопросов:</p>
<ul>
<li>Как выглядит ваша обычная рабочая неделя?</li>
<li>Какие навыки сейчас особенно нужны вашей команде?</li>
<li>Как вы получили первую позицию в этой организации?</li>
<li>Что бы вы сделали на моём месте?</li>
<li>С кем ещё мне стоит поговорить?</li>
</ul>
<p>Уложитесь в оговорённое время и в тот же день отправьте благодарность. Если человек дал совет, напишите через несколько недель, как вы им воспользовались. Именно это второе письмо превращает контакт в отношения.</p>
<h2>Как писать незнакомым людям</h2>
<p>Холодное сообщение в LinkedIn работает, когда оно короткое, конкретное и на него легко ответить. Упомяните общее (вуз, страна, статья, которую человек написал), одним предложением скажите, что ищете, и задайте небольшой вопрос. «Не посоветуете ли один источник, чтобы разобраться в программах денежной помощи ВПП?» получает больше ответов, чем «Можем созвониться?». Пишите на английском, если человек работает в международной среде, даже если вы оба говорите по-русски: так ваше сообщение проще переслать коллегам.</p>
<h2>Ассоциации выпускников и профессиональные сообщества</h2>
<p>Недооценённый ресурс — ассоциации выпускников вузов и стипендиальных программ, профессиональные сообщества по отраслям (оценка, гуманитарная логистика, данные), а также закрытые чаты и клубы. В них люди уже готовы помогать «своим». Будьте активны: отвечайте на вопросы, делитесь вакансиями, приходите на встречи.</p>
<h2>Сначала давайте</h2>
<p>Поделитесь полезной статьёй, познакомьте двух людей, которым стоит знать друг друга, поздравьте с новой должностью. Небольшие искренние жесты запоминаются. Когда через год откроется вакансия, вы хотите оказаться тем, о ком подумают в первую очередь.</p>`,
    readAccess: "UNANYMOUS",
    hideHalf: false,
    video: null,
    isFeatured: false,
    featureOrder: null,
    ghostPostSlug: null,
    publishedDaysAgo: 130,
  },
  {
    slug: "grejdy-oon-p-urovni",
    language: "ru",
    title: "Грейды ООН: что значат G, NO, P и D и сколько за них платят",
    description:
      "Разбираемся, чем P2 отличается от NOB, сколько опыта нужно на каждом уровне и из чего складывается зарплата в ООН.",
    tags: ["ООН", "грейды", "зарплата"],
    author: { firstName: "Анна", lastName: "Ковалёва" },
    articleText:
      `<p>Названия должностей в ООН могут запутать, но грейд в скобках говорит почти всё: для кого позиция, сколько опыта нужно и сколько примерно она приносит. Понимание системы грейдов помогает подаваться на правильный уровень: заявка на слишком высокий грейд — потерянное время, а на слишком низкий может на годы закрепить вас на меньшей зарплате.</p>
<h2>Категория общего обслуживания (G)</h2>
<p>Позиции G1–G7 набираются на месте: административные, технические и вспомогательные функции — ассистенты, водители, специалисты по финансам и кадрам, ИТ-поддержка. Обычно кандидат должен быть гражданином или легальным резидентом страны. Зарплаты привязаны к местному рынку труда.</p>
<h2>Национальные сотрудники (NO)</h2>
<p>Позиции NOA–NOD — профессиональные роли для граждан страны, где находится офис: программные сотрудники, аналитики, специалисты. Нужен диплом вуза и, в зависимости от уровня, от одного до семи и более лет опыта. Это отличный вход в ООН для специалистов из стран, где работают программы организации, — в том числе в Центральной Азии, на Кавказе и в Восточной Европе.</p>
<h2>Международные сотрудники категории специалистов (P)</h2>
<p>Позиции P открыты для граждан любых стран и предполагают международную мобильность. Типичные минимальные требования:</p>
<ul>
<li><strong>P1–P2:</strong> магистратура и до двух лет опыта (здесь обычно начинают JPO и участники программы Young Professionals);</li>
<li><strong>P3:</strong> магистратура и пять лет релевантного опыта;</li>
<li><strong>P4:</strong> семь лет, часто с управлением командой или программой;</li>
<li><strong>P5:</strong> десять лет, старшая экспертная или руководящая роль.</li>
</ul>
<p>Вместо магистерского диплома часто принимают бакалавриат плюс два дополнительных года опыта.</p>
<h2>Директора (D) и выше</h2>
<p>D1 и D2 — руководители крупных страновых офисов и подразделений, от пятнадцати лет опыта. Выше — помощники и заместители Генерального секретаря, это уже политические назначения.</p>
<h2>Из чего состоит зарплата</h2>
<p>Зарплата международного сотрудника складывается из чистого базового оклада, одинакового во всём мире для каждого грейда и ступени (step), и корректива по месту службы (post adjustment) — процента, отражающего стоимость жизни в конкретном городе. Поэтому один и тот же P3 получает в Женеве больше, чем в Найроби. Для граждан большинства стран зарплата не облагается национальным подоходным налогом. Сверху — надбавки: субсидия на аренду, надбавки за трудные условия и мобильность, грант на образование детей, оплачиваемый отпуск на родину и пенсионный фонд с щедрым взносом работодателя. Шкалы зарплат публикует Комиссия по международной гражданской службе (ICSC), так что ожидаемый доход можно посчитать ещё до подачи заявки.</p>`,
    readAccess: "AUTHORIZED",
    hideHalf: false,
    video: null,
    isFeatured: false,
    featureOrder: null,
    ghostPostSlug: null,
    publishedDaysAgo: 160,
  },
  {
    slug: "konsultant-oon-kontrakty",
    language: "ru",
    title: "Консультант ООН: виды контрактов, гонорары и как получать заказы",
    description:
      "Консультантские контракты — самый частый способ начать работать с ООН. Разбираем типы договоров, налоги, ростеры и заявки.",
    tags: ["консалтинг", "ООН", "контракты"],
    author: { firstName: "Анна", lastName: "Ковалёва" },
    articleText:
      `<p>Штатные позиции привлекают больше всего внимания, но значительная часть людей, работающих на ООН, — консультанты и индивидуальные подрядчики. Агентства нанимают их под конкретный результат: оценку программы, учебный курс, аналитический доклад, базу данных, — а также для усиления команд в чрезвычайных ситуациях. Для опытного специалиста консультация — часто самый быстрый способ начать работать с системой, и многие штатные сотрудники пришли именно так.</p>
<h2>Виды контрактов</h2>
<p>У каждой организации свои названия. В ПРООН — индивидуальные контракты (IC) и соглашения о персональных услугах для более длительных ролей, похожих на штатные. В ЮНОПС — международные и местные контракты индивидуальных подрядчиков (IICA и LICA). Секретариат ООН, ЮНИСЕФ, ВОЗ и другие используют контракты консультантов и индивидуальных подрядчиков. Общее у них одно: вы не штатный сотрудник, вам платят за результаты или рабочие дни, а контракт заключается на определённый срок — от нескольких дней до года и дольше.</p>
<h2>Гонорары и что в них входит</h2>
<p>Гонорар обычно дневной или месячный и зависит от сложности работы и вашего опыта. У многих агентств есть внутренние шкалы, примерно соответствующие штатным грейдам: консультант с десятилетним опытом может получать сумму, сопоставимую с зарплатой P4–P5, но без соцпакета. Консультантам, как правило, не положены пенсия, оплачиваемый отпуск и грант на образование детей; в некоторых контрактах есть базовая страховка, но часто нужно подтвердить собственную. Командировки оплачиваются отдельно, с суточными (DSA). Называя гонорар, сверьтесь с опубликованными ставками агентства, если они есть, и помните, что социальные гарантии вы оплачиваете сами.</p>
<h2>Налоги</h2>
<p>В отличие от штатных сотрудников, консультанты обычно не освобождены от национального подоходного налога. Обязательства зависят от страны вашего налогового резидентства и гражданства, а ООН налог за вас не удерживает. Храните все контракты и подтверждения оплат и проконсультируйтесь с налоговым специалистом, если консалтинг становится заметной частью вашего дохода.</p>
<h2>Где искать консультации</h2>
<ul>
<li>Карьерные порталы агентств — в разделах consultancy или individual contractor.</li>
<li>Закупочные объявления на UNGM для крупных заданий, часто открытые и для компаний, и для частных лиц.</li>
<li>Ростеры экспертов: ExpRes в ПРООН для специалистов по кризисам и развитию, тематические ростеры ЮНИСЕФ и ВОЗ.</li>
<li>Прямые рекомендации: многие короткие задания достаются людям, которых команда уже знает.</li>
</ul>
<h2>Как написать выигрышную заявку</h2>
<p>Объявления о консультациях практичнее штатных вакансий. Комиссия сравнивает техническое и финансовое предложения, нередко в пропорции 70 на 30. Техническое предложение должно показать, что вы поняли задачу, содержать понятную методологию и план работ и описывать два-три похожих задания с конкретными результатами. Пишите коротко и структурно: оценивают соответствие критериям, а не красноречие. В финансовом предложении разбейте сумму по результатам и не занижайте цену — слишком низкий гонорар может заставить комиссию усомниться в вашем опыте.</p>
<h2>Как выстроить консультантскую карьеру</h2>
<p>Сдавайте работу в срок, заранее сообщайте о проблемах и в конце каждого контракта просите письменную оценку: её сохраняют и смотрят при следующих заказах. Поддерживайте связь с командами и сообщайте, когда вы свободны. Некоторые агентства ограничивают число месяцев, которые консультант может отработать за год, поэтому работа с двумя-тремя организациями даёт больше стабильности.</p>
<p>Со временем полезно оформить консалтинг как отдельное направление: завести простой сайт или подробный профиль LinkedIn с перечнем заданий, держать наготове актуальное резюме в формате ООН и одностраничное описание ваших услуг. Когда руководитель программы срочно ищет эксперта, он выбирает того, кого можно нанять быстрее всего.</p>`,
    readAccess: "FELLOW",
    hideHalf: true,
    video: null,
    isFeatured: false,
    featureOrder: null,
    ghostPostSlug: null,
    publishedDaysAgo: 42,
  },
  {
    slug: "pismennyj-test-v-oon",
    language: "ru",
    title: "Письменный тест в ООН: форматы заданий и как к ним готовиться",
    description:
      "После отбора по резюме большинство кандидатов ждёт письменное задание. Какие бывают тесты и как распределить время.",
    tags: ["ООН", "тест", "отбор"],
    author: { firstName: "Ольга", lastName: "Белова" },
    articleText:
      `<p>Между отбором по резюме и интервью в большинстве агентств ООН стоит письменный тест. Именно на нём отсеивается значительная часть кандидатов: задание дают с жёстким лимитом времени, проверяют анонимно и по заранее утверждённым критериям. Хорошая новость в том, что форматы повторяются и к ним можно подготовиться.</p>
<h2>Какие бывают задания</h2>
<ul>
<li><strong>Аналитическая записка.</strong> Вам дают набор документов — отчёт, данные, письмо партнёра — и просят за один-два часа подготовить записку руководителю с выводами и рекомендациями.</li>
<li><strong>Кейс.</strong> Описание ситуации из практики агентства: конфликт с партнёром, сокращение финансирования, вспышка заболевания. Нужно предложить план действий.</li>
<li><strong>Технические вопросы.</strong> Для финансов, закупок, ИТ или данных — задачи на расчёт, анализ таблицы, написание кода или запроса.</li>
<li><strong>Вопросы на знание мандата.</strong> Что вы знаете о стратегии агентства, его программах в регионе, ключевых международных рамках.</li>
</ul>
<h2>Как распределить время</h2>
<p>Первые десять процентов времени потратьте на чтение задания и план ответа. Отметьте, сколько вопросов и сколько баллов за каждый, если это указано. Ответьте на все вопросы — пустое поле гарантированно даёт ноль, а краткий структурированный ответ принесёт хотя бы часть баллов. Последние пять-десять минут оставьте на проверку.</p>
<h2>Как писать</h2>
<p>Проверяющий читает десятки работ подряд. Облегчите ему задачу: короткие абзацы, подзаголовки, нумерованные рекомендации. Начинайте записку с главного вывода, а не с пересказа исходных документов. Опирайтесь на факты из материалов и показывайте, что понимаете контекст ООН: партнёрство с правительством, принцип «никого не оставить позади», подотчётность донорам. Пишите своими словами: многие агентства проверяют тексты на заимствования и использование ИИ, и совпадения приводят к дисквалификации.</p>
<h2>Как готовиться</h2>
<p>Прочитайте стратегический план агентства, последние годовые отчёты и две-три публикации по тематике вакансии. Потренируйтесь писать записку на 600–800 слов за час по любому свежему докладу ООН — засеките время и попросите коллегу оценить результат. Для технических позиций повторите базовые инструменты: Excel, SQL, статистику, бюджетирование. Проверьте, на каком языке будет тест, и если он не родной, тренируйтесь именно на нём.</p>
<h2>Технические детали</h2>
<p>Тесты обычно проходят онлайн, иногда с прокторингом через веб-камеру. Заранее проверьте компьютер, интернет и браузер, закройте лишние программы и предупредите близких, что вас нельзя отвлекать. Если во время теста случился технический сбой, сразу сделайте скриншот и напишите контактному лицу — это может дать право на повторную попытку.</p>
<p>И наконец, не расстраивайтесь, если тест не удался с первого раза. Многие нынешние сотрудники ООН проходили отбор несколько раз, и каждый тест — это тренировка перед следующим.</p>`,
    readAccess: "FELLOW",
    hideHalf: false,
    video: null,
    isFeatured: false,
    featureOrder: null,
    ghostPostSlug: null,
    publishedDaysAgo: 68,
  },
];

export const SEED_LEARNING_PATHS: SeedLearningPath[] = [
  {
    slug: "kariera-v-oon-ot-nulya-do-offera",
    language: "ru",
    title: "Карьера в ООН: от нуля до оффера",
    description:
      `<p>Пошаговый трек для тех, кто хочет работать в системе ООН, но не знает, с чего начать. Разберёмся, как устроены грейды и типы контрактов, какие входы доступны без многолетнего опыта и как выглядит отбор — от резюме до интервью по компетенциям.</p>
<p>Каждый шаг — практическая статья с примерами и чек-листами, составленная специалистами, которые сами прошли этот путь и сидели в отборочных комиссиях. К концу трека у вас будет резюме, адаптированное под формат ООН, банк историй для интервью и план подачи заявок на ближайшие полгода.</p>`,
    heroVideoUrl: "https://www.youtube.com/embed/Pq4wYt7nMa3",
    announcementOnly: false,
    countAvailableArticles: 3,
    bulletPoints: [
      { big_text: "8 шагов", text: "от понимания грейдов до подготовки к интервью по компетенциям" },
      { big_text: "20+ примеров", text: "формулировок для резюме, мотивационных писем и ответов по методу STAR" },
      { big_text: "3 входа", text: "в систему ООН без большого опыта: стажировка, консультация, национальные позиции" },
    ],
    steps: [
      { text: "Разберитесь в грейдах и выберите свой уровень", articleSlug: "grejdy-oon-p-urovni", hasVideo: false },
      { text: "Перепишите резюме под формат ООН", articleSlug: "rezyume-dlya-oon", hasVideo: false },
      {
        text: "Напишите мотивационное письмо под конкретную вакансию",
        articleSlug: "soprovoditelnoe-pismo",
        hasVideo: false,
      },
      { text: "Оцените возможность стажировки", articleSlug: "stazhirovka-v-oon", hasVideo: false },
      { text: "Начните с консультантских контрактов", articleSlug: "konsultant-oon-kontrakty", hasVideo: false },
      { text: "Подготовьтесь к письменному тесту", articleSlug: "pismennyj-test-v-oon", hasVideo: false },
      {
        text: "Соберите банк историй для интервью по компетенциям",
        articleSlug: "sobesedovanie-po-kompetentsiyam-v-oon",
        hasVideo: true,
      },
      { text: "Выстройте сеть контактов внутри системы", articleSlug: "networking-bez-nelovkosti", hasVideo: false },
    ],
  },
  {
    slug: "pereezd-v-evropu-po-rabote",
    language: "ru",
    title: "Переезд в Европу по работе",
    description:
      `<p>Трек для специалистов, которые хотят найти работу в Европе и переехать с минимумом сюрпризов. Мы пройдём путь от профиля LinkedIn, который находят рекрутеры, до переговоров об оффере и первых недель в новой стране — на примере Германии и Нидерландов.</p>
<p>Вы узнаете, какие визовые пути подходят именно вам, как читать релокационный пакет, сколько на самом деле останется на руках после налогов и аренды и какие альтернативы есть у переезда: удалённая работа на иностранную компанию или магистратура со стипендией.</p>`,
    heroVideoUrl: null,
    announcementOnly: false,
    countAvailableArticles: 2,
    bulletPoints: [
      { big_text: "2 страны", text: "подробно: Голубая карта в Германии и схема kennismigrant в Нидерландах" },
      { big_text: "8 шагов", text: "от первого отклика до регистрации по месту жительства" },
      { big_text: "0 лишних трат", text: "чек-листы документов и типичные ошибки, которые стоят денег и времени" },
    ],
    steps: [
      {
        text: "Настройте LinkedIn так, чтобы вас находили рекрутеры",
        articleSlug: "profil-linkedin-dlya-mezhdunarodnogo-poiska",
        hasVideo: false,
      },
      { text: "Научитесь писать сопроводительные письма", articleSlug: "soprovoditelnoe-pismo", hasVideo: false },
      { text: "Найдите тёплые контакты в целевой стране", articleSlug: "networking-bez-nelovkosti", hasVideo: false },
      {
        text: "Германия: вакансии, Голубая карта и первый месяц",
        articleSlug: "pereezd-v-germaniyu-po-rabote",
        hasVideo: false,
      },
      {
        text: "Нидерланды: kennismigrant и льгота 30%",
        articleSlug: "pereezd-v-niderlandy-kennismigrant",
        hasVideo: false,
      },
      {
        text: "Договоритесь о зарплате и релокации",
        articleSlug: "peregovory-o-zarplate-pri-pereezde",
        hasVideo: false,
      },
      {
        text: "Альтернатива: удалённая работа без переезда",
        articleSlug: "udalennaya-rabota-na-inostrannuyu-kompaniyu",
        hasVideo: false,
      },
      {
        text: "Альтернатива: магистратура со стипендией",
        articleSlug: "magistratura-za-rubezhom-i-stipendii",
        hasVideo: true,
      },
    ],
  },
  {
    slug: "career-in-the-un-from-zero-to-offer",
    language: "en",
    title: "Career in the UN: from zero to offer",
    description:
      `<p>A step-by-step path for anyone who wants to work in the United Nations system but does not know where to start. You will learn how grades and contract types work, which entry routes are open without years of experience, and what every stage of selection looks like — from the CV screening to the competency-based interview.</p>
<p>Each step is a practical article with examples and checklists, written by people who have gone through UN recruitment themselves and sat on interview panels. By the end, you will have a CV adapted to UN standards, a bank of interview stories and an application plan for the next six months.</p>`,
    heroVideoUrl: "https://www.youtube.com/embed/Zr8dMx2KvNe",
    announcementOnly: false,
    countAvailableArticles: 3,
    bulletPoints: [
      { big_text: "8 steps", text: "from understanding UN grades to acing the competency-based interview" },
      { big_text: "4 entry routes", text: "internships, consultancies, JPO and the Young Professionals Programme" },
      { big_text: "1 plan", text: "a concrete application strategy you can start using this week" },
    ],
    steps: [
      { text: "Understand UN grades and find your level", articleSlug: "un-grades-p-levels-explained", hasVideo: true },
      { text: "Rewrite your CV for UN screening", articleSlug: "un-cv-that-gets-shortlisted", hasVideo: true },
      {
        text: "Write a motivation letter that gets read",
        articleSlug: "cover-letter-for-international-jobs",
        hasVideo: false,
      },
      { text: "Explore internships as an entry point", articleSlug: "un-internships-guide", hasVideo: false },
      { text: "Compare the JPO and YPP routes", articleSlug: "jpo-and-young-professionals-programme", hasVideo: false },
      { text: "Start with consultancy contracts", articleSlug: "un-consultancy-contracts", hasVideo: false },
      {
        text: "Prepare for the competency-based interview",
        articleSlug: "un-competency-based-interviews",
        hasVideo: false,
      },
      {
        text: "Build your network inside the system",
        articleSlug: "networking-for-an-international-career",
        hasVideo: false,
      },
    ],
  },
  {
    slug: "moving-to-europe-for-work",
    language: "en",
    title: "Moving to Europe for work",
    description:
      `<p>A path for professionals who want to land a job in Europe and relocate with as few surprises as possible. We go from a LinkedIn profile that recruiters actually find to negotiating your offer and getting through the first weeks in a new country, with Germany and the Netherlands as detailed examples.</p>
<p>You will learn which visa routes fit your profile, how to read a relocation package, how much you will really keep after tax and rent, and when working remotely for a foreign company is the smarter first step. New steps are being added — join the club to get notified when the full path opens.</p>`,
    heroVideoUrl: null,
    announcementOnly: true,
    countAvailableArticles: 2,
    bulletPoints: [
      {
        big_text: "2 countries",
        text: "in depth: the EU Blue Card in Germany and the Dutch highly skilled migrant scheme",
      },
      { big_text: "7 steps", text: "from the first application to registering at your new address" },
      { big_text: "Real numbers", text: "salary thresholds, tax rulings and rent budgets, checked every year" },
    ],
    steps: [
      {
        text: "Set up LinkedIn so recruiters find you",
        articleSlug: "linkedin-profile-for-international-recruiters",
        hasVideo: false,
      },
      {
        text: "Write cover letters that stand out",
        articleSlug: "cover-letter-for-international-jobs",
        hasVideo: false,
      },
      {
        text: "Build warm contacts in your target country",
        articleSlug: "networking-for-an-international-career",
        hasVideo: false,
      },
      {
        text: "Germany: EU Blue Card and the first month",
        articleSlug: "relocating-to-germany-eu-blue-card",
        hasVideo: true,
      },
      {
        text: "The Netherlands: highly skilled migrant permit and the 30% ruling",
        articleSlug: "moving-to-the-netherlands-highly-skilled-migrant",
        hasVideo: false,
      },
      {
        text: "Negotiate salary and relocation support",
        articleSlug: "negotiating-an-international-job-offer",
        hasVideo: false,
      },
      {
        text: "Alternative: work remotely before you move",
        articleSlug: "working-remotely-for-a-foreign-company",
        hasVideo: false,
      },
    ],
  },
];

/**
 * Articles and learning paths written in both languages, as [English slug, Russian slug]: each pair shares a
 * translation key (the English slug), so the language switch goes from one to the other. The rest exist in one
 * language only (jpo-and-young-professionals-programme, pismennyj-test-v-oon).
 */
export const SEED_TRANSLATION_PAIRS: Array<[string, string]> = [
  ["un-cv-that-gets-shortlisted", "rezyume-dlya-oon"],
  ["un-competency-based-interviews", "sobesedovanie-po-kompetentsiyam-v-oon"],
  ["cover-letter-for-international-jobs", "soprovoditelnoe-pismo"],
  ["linkedin-profile-for-international-recruiters", "profil-linkedin-dlya-mezhdunarodnogo-poiska"],
  ["negotiating-an-international-job-offer", "peregovory-o-zarplate-pri-pereezde"],
  ["relocating-to-germany-eu-blue-card", "pereezd-v-germaniyu-po-rabote"],
  ["moving-to-the-netherlands-highly-skilled-migrant", "pereezd-v-niderlandy-kennismigrant"],
  ["working-in-the-uae-what-to-know", "rabota-v-oae"],
  ["masters-abroad-and-scholarships", "magistratura-za-rubezhom-i-stipendii"],
  ["working-remotely-for-a-foreign-company", "udalennaya-rabota-na-inostrannuyu-kompaniyu"],
  ["un-internships-guide", "stazhirovka-v-oon"],
  ["networking-for-an-international-career", "networking-bez-nelovkosti"],
  ["un-grades-p-levels-explained", "grejdy-oon-p-urovni"],
  ["un-consultancy-contracts", "konsultant-oon-kontrakty"],
  ["career-in-the-un-from-zero-to-offer", "kariera-v-oon-ot-nulya-do-offera"],
  ["moving-to-europe-for-work", "pereezd-v-evropu-po-rabote"],
];
