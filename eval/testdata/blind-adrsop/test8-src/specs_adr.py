# ADR task specs: (source key, task, [(path prefix, grade)], [(superseded, successor)] or None, note)
SRC = {
    "F": ("alphagov__forms", ""),
    "A": ("alphagov__govuk-aws", "docs/architecture/decisions/"),
    "I": ("alphagov__govuk-infrastructure", "docs/architecture/decisions/"),
    "M": ("ministryofjustice__modernisation-platform", "architecture-decision-record/"),
    "D": ("DFE-Digital__buy-for-your-school", "doc/architecture/decisions/"),
    "B": ("backstage__backstage", "docs/architecture-decisions/"),
    "H": ("home-assistant__architecture", "adr/"),
    "C": ("cisagov__manage.get.gov", "docs/architecture/decisions/"),
}

ADR = [
    # ---------------- alphagov/forms (12) ----------------
    ("F", "Form processors keep asking for uploaded documents to arrive as real attachments on the "
          "submission email rather than as download links. Which provider are we supposed to send those emails through?",
     [("ADR/ADR019", 2), ("ADR/ADR002", 1), ("ADR/ADR028", 1)], [("ADR/ADR002", "ADR/ADR019")],
     "ADR019 moves submission email to Amazon SES because Notify cannot send attachments; it supersedes ADR002 (Notify). "
     "ADR028 keeps Notify for simple user notifications, so it is related."),
    ("F", "Departments need to sign up people who build forms without one of our admins creating every account by hand. "
          "What did we settle on for login and permissions?",
     [("ADR/ADR015", 2), ("ADR/ADR003", 1), ("ADR/ADR021", 1)], [("ADR/ADR003", "ADR/ADR015")],
     "ADR015 replaces GOV.UK Signon (ADR003) with an identity provider so accounts can be self-service; ADR021 picks the provider (Auth0)."),
    ("F", "Can forms-runner read published forms straight from the admin app's database, or do we still have to keep "
          "a separate API app in sync?",
     [("ADR/ADR045", 2), ("ADR/ADR004", 1)], [("ADR/ADR004", "ADR/ADR045")],
     "ADR045 removes forms-api and supersedes ADR004, which had put form schemas behind a separate API."),
    ("F", "For bilingual forms, should the JSON document the runner receives already contain the Welsh text, or is the "
          "language picked when the runner asks for the form?",
     [("ADR/ADR044", 2), ("ADR/ADR007", 1)], [("ADR/ADR007", "ADR/ADR044")],
     "ADR044 translates the API response at request time; it supersedes the never-implemented ADR007 (text stored as per-language objects)."),
    ("F", "Nobody seems to use the versions table that tracks who edited a form page. Is it safe to rip that "
          "auditing gem out of forms-admin?",
     [("ADR/ADR025-remove", 2), ("ADR/ADR013", 1)], [("ADR/ADR013", "ADR/ADR025-remove")],
     "ADR025 (remove PaperTrail; its title line is a template placeholder) reverses ADR013, which added PaperTrail for auditing."),
    ("F", "I'm adding Welsh hint text to questions. Do I add a *_cy column to the model, or does it go somewhere else "
          "in the database?",
     [("ADR/ADR046", 2), ("ADR/ADR043", 1)], [("ADR/ADR043", "ADR/ADR046")],
     "ADR046 (Mobility table backend) supersedes ADR043 (Mobility column strategy)."),
    ("F", "A big department with about 40,000 submissions a year wants to know whether it will be invoiced for putting "
          "its forms on our platform.",
     [("decision-record/DR008", 2), ("decision-record/DR002", 1)], [("decision-record/DR002", "decision-record/DR008")],
     "DR008 (no charges at all) supersedes DR002 (free only below 10,000 transactions a year)."),
    ("F", "A public body whose staff email addresses don't end in .gov.uk can't sign up to build forms. Where do we "
          "allow their domain?",
     [("ADR/ADR024", 2), ("ADR/ADR015", 1)],
     None, "ADR024 keeps the approved email-domain list as a config file in forms-deploy."),
    ("F", "The deploy pipeline fails because ECR refuses to put the same tag on a second image. Are our image tags "
          "meant to be locked like that?",
     [("ADR/ADR040", 2)], None, "ADR040 makes container image tags mutable in ECR."),
    ("F", "People filling in a form need to attach a scanned PDF. Where do we keep the file until the form is sent, "
          "and how is it checked for viruses?",
     [("ADR/ADR042", 2), ("ADR/ADR019", 1)], None,
     "ADR042: S3 plus GuardDuty Malware Protection for uploaded files. ADR019 (SES attachments) is the delivery side."),
    ("F", "Runner will start holding things like passport numbers in its database. Is the RDS encryption at rest "
          "enough, or should the app encrypt those fields itself?",
     [("ADR/ADR041-use", 2), ("ADR/ADR038", 1)], None,
     "ADR041 (ActiveRecord encryption in Runner) answers exactly this; ADR038 is why Runner stores submissions at all."),
    ("F", "Submission emails with attachments have to be retried when sending fails. Which queue and datastore does "
          "forms-runner use for that?",
     [("ADR/ADR038", 2), ("ADR/ADR039", 1), ("ADR/ADR019", 1)], None,
     "ADR038: PostgreSQL plus Solid Queue in the runner for asynchronous email with retries; ADR039 adds the Aurora cluster for it."),

    # ---------------- alphagov/govuk-aws (11) ----------------
    ("A", "New stacks need instances to resolve puppet and graphite privately while alerts.integration is reachable "
          "from the internet. How should the Route 53 zones be laid out?",
     [("0015", 2), ("0004", 1), ("0016", 1)], [("0004", "0015")],
     "0015 (DNS infrastructure) supersedes 0004 (DNS definitions for hosts and services); 0016 covers internal zones."),
    ("A", "The VPN to Carrenza clashes with the staging VPC's CIDR block. What address blocks should the staging and "
          "production VPCs get?",
     [("0033", 2), ("0003", 1)], [("0003", "0033")],
     "0033 (IP ranges, status Pending) partly supersedes 0003's address plan because of the Carrenza VPN conflict."),
    ("A", "When writing Terraform for an AWS firewall group, should the rules be inline blocks or separate resources, "
          "and where should the definition live?",
     [("0012", 2), ("0031", 1)], None,
     "0012: groups defined separately from their rules, one group per file. 0031 (pending) is about naming them."),
    ("A", "I changed the user-data in an autoscaling group's launch configuration, but the running instances still "
          "have the old settings. How are we supposed to roll that out?",
     [("0014", 2)], None, "0014: propagate launch-config changes by manually terminating affected instances."),
    ("A", "In the AWS environment, should we keep building MySQL and Postgres on our own virtual machines that Puppet manages?",
     [("0018", 2), ("0019", 1), ("0020", 1)], None,
     "0018 chooses RDS over Puppet-managed EC2 databases; 0019/0020 consolidate instances afterwards."),
    ("A", "Our bought TLS certificates need manual renewal and nginx on the frontend box terminates HTTPS. What do we "
          "do on AWS instead?",
     [("0021", 2)], None, "0021: ACM certificates, terminated on the ELBs."),
    ("A", "Terraform keeps grabbing the newest Ubuntu image and replacing machines when we didn't expect it. How do we "
          "control which image each environment uses?",
     [("0024", 2)], None, "0024 (AMI lookups): override the AMI filter per environment in the data directory."),
    ("A", "Should we still run our own non-clustered cache machines for Redis, or switch to AWS's managed offering?",
     [("0025", 2), ("0029", 1)], None, "0025 uses ElastiCache instead of self-provisioned Redis; 0029 merges api-redis into backend-redis."),
    ("A", "One instance hosts several apps as nginx vhosts. How should the load balancer decide whether each app on "
          "it is healthy?",
     [("0037", 2)], None, "0037: one target group per app with a /_healthcheck_<app> path."),
    ("A", "Could we stop running our own MongoDB clusters for apps like content-store and use something AWS manages?",
     [("0038", 2)], None, "0038 (approved): replace MongoDB with Amazon DocumentDB."),
    ("A", "A team wants to host an internal tool on a domain that doesn't end in gov.uk. What rules apply before we "
          "set that up?",
     [("0039", 2)], None,
     "0039 is the non-GOV.UK domain policy in this repo (the same policy also appears as govuk-infrastructure ADR 0012, another source)."),

    # ---------------- alphagov/govuk-infrastructure (11) ----------------
    ("I", "terraform plan fails because the kubernetes provider can't connect before the EKS cluster exists. How is "
          "our Terraform supposed to be split up?",
     [("0003", 2), ("0002", 1)], None,
     "0003 splits state into cluster-infrastructure and cluster-services phases so the kubernetes provider is configured after the cluster exists."),
    ("I", "Should our EKS worker nodes be self-managed autoscaling groups, Fargate, or the AWS-managed kind?",
     [("0005", 2), ("0011", 1)], None, "0005 chooses EKS managed node groups; 0011 (Graviton) is about their instance types."),
    ("I", "Where should application secrets live so a rebuilt cluster can be reconstituted from outside it? Plain "
          "Kubernetes Secrets only?",
     [("0008", 2)], None, "0008: external-secrets syncing from AWS Secrets Manager."),
    ("I", "How do hostnames on our Ingress objects end up in Route 53 without someone hand-editing Terraform?",
     [("0009", 2)], None, "0009: external-dns manages DNS records from Kubernetes resources."),
    ("I", "Should new worker nodes be ARM instances? Some of our images still only build for amd64.",
     [("0011", 2), ("0005", 1)], None, "0011 moves compute to AWS Graviton (ARM)."),
    ("I", "Our Sidekiq workers should scale on queue backlog rather than CPU. How do we get that number to the "
          "autoscaler?",
     [("0013", 2)], None, "0013: Prometheus Adapter serves external metrics (sidekiq_queue_backlog) to the HPA."),
    ("I", "We're paying a lot for hosted Terraform state across 93 workspaces. Where should state live instead?",
     [("0014", 2)], None, "0014 replaces the Terraform Cloud backend with S3."),
    ("I", "A pen tester and some apprentices need to look around our AWS accounts without being able to change "
          "anything. What access can we give them?",
     [("0015", 2), ("0016", 1)], None, "0015 reintroduces a fully read-only IAM role for exactly these cases."),
    ("I", "We used tags on GitHub repos to decide which ones get CI secrets and standard settings, and the ITHC "
          "flagged it. What replaces that?",
     [("0017", 2)], None, "0017 retires GitHub topics as selectors; configure repos explicitly in files or code."),
    ("I", "How long should resolvers cache the CDN records for www and assets, so we can fail over quickly if the "
          "CDN goes down?",
     [("0021", 2)], None, "0021 sets a 300-second TTL on the Fastly CNAME records."),
    ("I", "Instead of running a webhook to validate pod specs, can we use the in-process policies that Kubernetes "
          "1.36 turns on by default?",
     [("0024", 2), ("0023", 1)], None, "0024 is about Validating/Mutating Admission Policies; 0023 (OPA Gatekeeper) is the webhook alternative."),

    # ---------------- ministryofjustice/modernisation-platform (11) ----------------
    ("M", "I'm writing a new Lambda and some GitHub Actions glue for the platform team. Is Python fine, or are we "
          "expected to write it in something else?",
     [("0019", 2), ("0004", 1), ("0021", 1)], [("0004", "0019")],
     "0019 (bash and go) supersedes 0004 (bash, nodejs, python). 0021 is an example Go Lambda."),
    ("M", "Where should a member application keep its database password: Parameter Store, Secrets Manager or "
          "something else?",
     [("0009", 2)], None, "0009 picks Secrets Manager."),
    ("M", "Our app's Docker images need a registry, but each environment is a separate AWS account. Where should the "
          "repository live?",
     [("0014", 2), ("0006", 1)], None, "0014: application ECR repos in the shared-services account, shared out to environment accounts."),
    ("M", "We want a hardened, pre-baked EC2 image that member accounts can share. What tooling builds those?",
     [("0015", 2), ("0022", 1)], None, "0015: AWS Image Builder for AMIs; 0022 (patching) relies on platform AMIs."),
    ("M", "Non-production EC2 instances should shut down overnight to save money. How is that scheduled?",
     [("0021", 2)], None, "0021: a Go Lambda does instance scheduling."),
    ("M", "Legacy servers hosted on the platform need regular OS updates. Who is responsible and how do they get done?",
     [("0022", 2), ("0015", 1)], None, "0022 is the patching strategy."),
    ("M", "Are production EC2 instances and volumes backed up automatically, and how often?",
     [("0023", 2)], None, "0023: nightly AWS Backup of production-tagged resources."),
    ("M", "Outbound HTTP requests from the platform need to be inspected while keeping live and non-live separated. How "
          "is that set up?",
     [("0024", 2), ("0030", 1)], None, "0024: separate egress VPCs and AWS Network Firewall FQDN inspection."),
    ("M", "Teams keep raising tickets asking us to delete orphaned EBS volumes. Can they clean those up themselves?",
     [("0037", 2)], None, "0037: a new SSO role lets users list and delete their own unwanted volumes."),
    ("M", "Someone committed a .zip of Lambda code into the environments repo. Is that allowed, and where should it go "
          "instead?",
     [("0038", 2)], None, "0038: no binary/archive files in git; use S3."),
    ("M", "Auditors want the buckets holding CloudTrail and security logs protected from deletion. Should we turn on "
          "MFA Delete?",
     [("0044", 2), ("0039", 1), ("0042", 1)], None,
     "0044 rejects MFA Delete in favour of Object Lock replicas; 0039 and 0042 concern the same log buckets."),

    # ---------------- DFE-Digital/buy-for-your-school (11) ----------------
    ("D", "Which style rules should our Ruby follow? The Gemfile still has standardrb in it.",
     [("0016", 2), ("0003", 1)], [("0003", "0016")],
     "0016 (rubocop-govuk) supersedes 0003 (Standard for Ruby linting)."),
    ("D", "The N+1 query detector is switched off in most specs anyway. Can I just take it out of the Gemfile?",
     [("0032", 2), ("0005", 1)], [("0005", "0032")],
     "0032 removes Bullet and supersedes 0005, which introduced it."),
    ("D", "When Contentful has an outage our pages break. How are we meant to keep serving content if their API is "
          "unavailable?",
     [("0010", 2), ("0020-use-contentful", 1)], None, "0010: Redis as a read cache in front of Contentful."),
    ("D", "Caseworkers need to read and reply to the procurement team's shared Exchange mailbox from inside the case "
          "system. How do we integrate with it?",
     [("0021", 2)], None, "0021: Microsoft Graph API for email integration."),
    ("D", "Where should the files caseworkers attach to support cases be kept?",
     [("0022", 2)], None, "0022: Amazon S3 for document storage."),
    ("D", "RSpec breaks because schema.rb doesn't include our custom SQL view used for search. How should those be "
          "managed?",
     [("0023", 2)], None, "0023: the Scenic gem manages database views."),
    ("D", "How do we merge unfinished work to main and deploy it while keeping it switched off for users?",
     [("0027", 2)], None, "0027: Flipper feature flags."),
    ("D", "Agents can attach files to emails they send from the case system. How do we check those attachments for "
          "malware first?",
     [("0028", 2), ("0021", 1)], None, "0028: ClamAV scanning; 0021 is the email integration that creates the need."),
    ("D", "The CI spec run takes more than ten minutes. How are we supposed to split the suite across several nodes?",
     [("0030", 2)], None, "0030: Knapsack to parallelise tests."),
    ("D", "Our user-journey analytics are polluted by search engine crawlers and other robots. How do we keep them "
          "out of the data?",
     [("0031", 2)], None, "0031: CrawlerDetect ignores bots when tracking journeys."),
    ("D", "The recorded HTTP fixtures for the Contentful-backed FABS specs keep going stale. Should we keep "
          "re-recording them?",
     [("0037", 2)], None, "0037 removes the VCR gem and its cassettes."),

    # ---------------- backstage (7) ----------------
    ("B", "In a backend plugin, should I import node-fetch or cross-fetch for HTTP calls now that we require Node 20?",
     [("adr014", 2), ("adr013", 1)], [("adr013", "adr014")],
     "adr014 (native fetch) supersedes adr013 (node-fetch)."),
    ("B", "Should the React components in my plugin be exported with `export default`?",
     [("adr003", 2), ("adr004", 1)], None, "adr003: avoid default exports; adr004 covers module export structure."),
    ("B", "A reviewer flagged my component typed as React.FC. What's the convention for typing function components?",
     [("adr006", 2)], None, "adr006: avoid React.FC and React.SFC."),
    ("B", "In frontend tests, how should I stub the HTTP calls my component makes to the backend?",
     [("adr007", 2)], None, "adr007: mock requests with msw."),
    ("B", "What should the descriptor YAML at the root of each repository be called so the software catalog picks it up?",
     [("adr008", 2), ("adr002", 1)], None, "adr008: catalog-info.yaml (default, not required); adr002 is the file format."),
    ("B", "We need to parse, format and compare timestamps in a plugin. moment, date-fns, or something else?",
     [("adr010", 2), ("adr012", 1)], None, "adr010: Luxon is the standard date library; adr012 is about its locale presets."),
    ("B", "How do I write a string that points at another catalog entity, like component:default/foo, and can I put it "
          "in a single URL segment?",
     [("adr009", 2), ("adr005", 1)], None, "adr009: entity reference format and the advice against using it as a URL segment."),

    # ---------------- home-assistant/architecture (6) ----------------
    ("H", "A new Python minor release just came out. When will Home Assistant require it and drop the oldest "
          "interpreter we run on?",
     [("0020", 2), ("0002", 1)], [("0002", "0020")],
     "0020 replaces 0002 as the minimum-supported-Python policy."),
    ("H", "I want to contribute an integration that scrapes my utility company's website for usage figures. Will it "
          "be accepted into core?",
     [("0004", 2)], None, "0004: no new integrations that rely on webscraping (custom integrations still possible)."),
    ("H", "My integration's zeroconf flow creates duplicate config entries for the same device. What are discoverable "
          "flows required to do?",
     [("0011", 2), ("0010", 1)], None, "0011: discovery must set a unique id."),
    ("H", "A user runs the recorder on a very old MariaDB release. Is that something we still support?",
     [("0018", 2)], None, "0018 limits supported databases and versions."),
    ("H", "Can I submit an integration that drives a relay directly through the Raspberry Pi's header pins?",
     [("0019", 2)], None, "0019: no new GPIO integrations; existing ones deprecated."),
    ("H", "We moved an integration's setup to the UI. How long do we have to keep accepting the old configuration.yaml "
          "keys before removing them?",
     [("0021", 2), ("0010", 1)], None, "0021: at least six months of deprecation for YAML configuration options."),

    # ---------------- cisagov/manage.get.gov (7) ----------------
    ("C", "Where do registrant contact details that the registry publishes go, versus the identity data we get from "
          "Login.gov when someone signs in?",
     [("0020", 2), ("0012", 1), ("0019", 1)], [("0012", "0020")],
     "0020 (User models revisited, plus WHOIS) supersedes 0012 (custom User model with UserProfile); 0019 is RBAC, which attaches roles to User."),
    ("C", "How often do we ship to live once a change has been on staging?",
     [("0024", 2)], None, "0024: weekly production releases."),
    ("C", "Static pages feel slow. Should we add server-side caching for them?",
     [("0025", 2)], None, "0025: leave things as they are for now; caching static pages gives negligible gains."),
    ("C", "Which library do we use to switch new functionality on for only some users in the Django app?",
     [("0026", 2)], None, "0026: Django Waffle for feature flags."),
    ("C", "The hand-written JavaScript and fetch calls behind our dynamic form sections are getting hard to maintain. "
          "What should new interactive pieces be built with?",
     [("0031", 2), ("0027", 1), ("0008", 1)], None,
     "0031 adopts htmx and Alpine.js; 0027 (AJAX) and 0008 (server-side rendering) are the background it builds on."),
    ("C", "How should the registrar send transactional emails such as domain request confirmations?",
     [("0017", 2)], None, "0017: AWS SES for programmatic email."),
    ("C", "A user belongs to several organizations. How does the app remember which one they're currently acting for?",
     [("0028", 2)], None, "0028: portfolio session set by submitting a form with the organization name."),
]
