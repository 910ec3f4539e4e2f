# Task table for test6 (executed by gen.py). adr(source, grade2, task, note, g1=[...], sup=[...])
F = "alphagov__forms"
adr(F, "ADR045", "The runner still pulls published form definitions from a separate API app with its own database. Can forms-admin hand the runner those JSON form documents over the private network so we can retire the extra app?",
    "ADR045 decides forms-admin serves the v2 form documents to forms-runner and the separate API app is retired; it supersedes ADR004 (schemas in a separate API). ADR034 defines the v2 API shape.",
    g1=["ADR004", "ADR034"], sup=["ADR004"])
adr(F, "ADR044", "We're adding Welsh versions of forms. Should every text field in the form document become a per-language object, or should the endpoint hand the runner a document already in the language it asks for?",
    "ADR044 (accepted) creates separate English and Welsh form documents (snapshots) when a form goes live, and the runner just requests the locale it needs; it supersedes ADR007 (text as per-language objects, never implemented). ADR046 is the storage side.",
    g1=["ADR007", "ADR046"], sup=["ADR007"])
adr(F, "ADR046", "Departments are asking for more languages than English and Welsh. How should the translated question text and guidance be kept in the database so a new locale doesn't mean new columns on every table?",
    "ADR046 switches Mobility to the table backend (one translation table per model) so more languages scale; it supersedes ADR043 (column strategy).",
    g1=["ADR043"], sup=["ADR043"])
adr(F, "ADR025-remove-papertrail", "Are we still relying on PaperTrail versions for auditing form and page edits, or can I rip out the versions table and the gem config?",
    "ADR025 (remove PaperTrail; its H1 is still the template title) supersedes ADR013 which added PaperTrail for auditing and backups.",
    g1=["ADR013"], sup=["ADR013"])
adr(F, "ADR019", "Form processors want the files people upload delivered as real email attachments with richer formatting, and Notify can't do that. What are submission emails supposed to go out through?",
    "ADR019 moves submission email to Amazon SES because Notify lacks attachments and formatting; it supersedes ADR002 (use Notify). ADR028 later keeps Notify for simple user notifications.",
    g1=["ADR002", "ADR028"], sup=["ADR002"])
adr(F, "ADR028", "I need to email form creators when their trial account gets upgraded. Do I wire that through SES like the submissions, or through GOV.UK Notify?",
    "ADR028 is an addendum that amends ADR019: Notify is used for simple notifications to users when SES's extra features are not needed. Treated as an amend chain (ADR019 -> ADR028).",
    g1=["ADR019"], sup=["ADR019"])
adr(F, "ADR015", "Form creators can't sign up by themselves because Signon needs an admin to create each account. What did we decide about moving login off Signon and handling permissions inside the product?",
    "ADR015 replaces GOV.UK Signon with an identity provider and in-product authorisation; it supersedes ADR003. ADR021 then picks Auth0 as that provider.",
    g1=["ADR003", "ADR021"], sup=["ADR003"])
adr(F, "ADR029", "The BCDR review asked what protects us from a DDoS against the CloudFront distribution and load balancers beyond our existing WAF rules. What did we put in place?",
    "ADR029 adopts AWS Shield Advanced on ingress-facing components alongside WAF.")
adr(F, "ADR040", "ECR refuses when our pull-request preview deployments try to re-point the pr-123 label at a newer build. Is it OK to switch the repository's immutability setting off?",
    "ADR040 decides to make ECR image tags mutable, motivated by review apps (ADR037).",
    g1=["ADR037"])
adr(F, "ADR042", "People filling in a form need to attach a scanned document. Where should those attachments sit until the submission goes out, and how do we check them for viruses?",
    "ADR042: store uploads in S3 with GuardDuty Malware Protection. ADR038 covers sending submissions with attachments asynchronously.",
    g1=["ADR038"])
adr(F, "ADR041-use-activerecord", "Answers stored in the runner's database can include passport numbers. On top of KMS encryption at rest, should the Rails app encrypt those columns itself?",
    "ADR041 (ActiveRecord encryption in Runner) adds application-level encryption of submission data; ADR039 provides the separate runner database.",
    g1=["ADR039"])
adr(F, "ADR035", "A department wants completed forms dropped straight into storage they own so their case system can pick them up, rather than an inbox or a webhook we'd host. Is that an option?",
    "ADR035 offers delivery of submissions to an organisation-owned Amazon S3 bucket instead of email or a self-hosted webhook.")

D = "DFE-Digital__buy-for-your-school"
adr(D, "0016", "CI is failing on Ruby style because someone ran standardrb locally. Which linter configuration is this repo supposed to follow now?",
    "0016 (rubocop-govuk) supersedes 0003 (Standard.rb).",
    g1=["0003"], sup=["0003"])
adr(D, "0032", "The N+1 query detector is switched off in rails_helper and has a growing safelist in test.rb. Should we even keep it in the Gemfile?",
    "0032 removes the Bullet gem and supersedes 0005, which introduced it to catch N+1 queries.",
    g1=["0005"], sup=["0005"])
adr(D, "0028", "Case workers can now attach files to emails they compose in the case management system. How do we make sure those files aren't infected before they go out?",
    "0028: scan email attachments with ClamAV via its REST container. 0021 is the Graph email integration that enables composing.",
    g1=["0021"])
adr(D, "0021", "Procurement operations want every message in their shared Exchange Online mailbox logged against the case. How do we hook the app into that mailbox?",
    "0021: use Microsoft Graph with client-credentials OAuth restricted to the shared mailbox.")
adr(D, "0027", "I want to merge unfinished work but keep it switched off in production until the work it depends on lands. What's the mechanism in this app?",
    "0027 adds the Flipper gem to enable or disable features per environment.")
adr(D, "0030", "The RSpec suite takes more than ten minutes in CI. How are we meant to spread it over several CI nodes?",
    "0030 adds Knapsack to split specs across CI nodes.")
adr(D, "0023", "I added a SQL view for searching cases and now rspec fails because schema.rb doesn't include the view. How do we handle database views here?",
    "0023 adopts the Scenic gem for versioned views that rspec can load.")
adr(D, "0037", "Should I record new HTTP cassettes for the Contentful-backed FABS specs, or stub the records in the test instead?",
    "0037 removes VCR and its cassettes in favour of explicit stubs and doubles.")
adr(D, "0015", "Research wants numbers on what school buyers actually do in the journey, but we can't add third-party tracking scripts. Where should their actions be logged?",
    "0015 decides to store user activity records inside the app rather than with third-party trackers. 0031 (CrawlerDetect) refines the tracking data.",
    g1=["0031"])

A = "alphagov__govuk-aws"
adr(A, "0015", "Instances need to resolve puppet and graphite internally, and some endpoints per stack must be publicly resolvable. How are the Route53 zones laid out per stack?",
    "0015 (DNS infrastructure) supersedes 0004 (internal .internal names per stack). 0016 (internal zones domain) is related.",
    g1=["0004", "0016"], sup=["0004"])
adr(A, "0017", "Where do I put the tfvars that every project in a stack shares, like the remote state bucket name and stackname?",
    "0017 amends 0010 by adding a common data directory per environment/stack. Chain: 0010 -> 0017 (amends).",
    g1=["0010"], sup=["0010"])
adr(A, "0033", "We're setting up a VPN from AWS staging to Carrenza and the VPC CIDRs clash. Which address ranges should staging and production use?",
    "0033 (file ip-ranges, H1 still says 'Networking Outline') moves staging/production to 10.12/10.13 and in part supersedes 0003. Status of 0033 is 'Pending', not rejected.",
    g1=["0003"], sup=["0003"])
adr(A, "0021", "Who handles buying and renewing our HTTPS certs on AWS now, and should nginx on the frontend-lb machines still decrypt traffic?",
    "0021: use ACM for certificates and terminate SSL on ELBs.")
adr(A, "0024", "A terraform plan wants to replace the puppetmaster because a newer Ubuntu image got published. How do we pin which machine image a launch config uses?",
    "0024 (AMI lookups): override instance_ami_filter_name per environment instead of always taking the newest image.")
adr(A, "0012", "Changing one ingress rule makes Terraform recreate the whole security group. Should rules be inline or separate resources?",
    "0012: define security groups separately from their rules, each group in one file. 0031 (rule naming) is related.",
    g1=["0031"])
adr(A, "0023", "Where should the RDS passwords and other sensitive tfvars live, and how are they kept encrypted?",
    "0023: split terraform/data into a private repo encrypted with sops.")
adr(A, "0037", "One instance runs several apps behind an ALB and probes without a Host header land in the nginx default vhost. How should the load balancer's target groups probe each app?",
    "0037 (ALB health checks): one target group per app with /_healthcheck_<app> path proxied by the default vhost.")
adr(A, "0014", "I changed the user-data for an autoscaling group, but instances that have been up for weeks still run the old setup. What's the agreed way to roll it out?",
    "0014: propagate launch configuration changes by manually terminating affected instances.")
adr(A, "0028", "Content Store is the only thing reading from api-mongo. Can we drop that cluster?",
    "0028 removes the api-mongo cluster and points Content Store at the main mongo cluster.")
adr(A, "0030", "The big NFS export that backend and whitehall-backend mount for uploads: what do we use for that in AWS?",
    "0030 replaces the NFS-exporting asset master disk with EFS mounted via internal DNS.")

M = "ministryofjustice__modernisation-platform"
adr(M, "0019", "I'm writing a new Lambda for the platform team. Python, Node, or something else?",
    "0019 (bash and go) supersedes 0004 (bash, node, python).",
    g1=["0004"], sup=["0004"])
adr(M, "0014", "Our app in a member account needs somewhere to push Docker builds. Where do the registries for those live, and who creates them?",
    "0014: application ECR repositories are created in core-shared-services and shared to the app accounts.")
adr(M, "0015", "Teams want golden images with their configuration baked in so EC2 instances launch faster. Packer, or something else?",
    "0015: build and manage AMIs with AWS Image Builder.")
adr(M, "0021", "Non-production EC2 boxes should shut down outside working hours to save money. What does the platform provide, and can we opt out with a tag?",
    "0021: a custom Go Lambda does stop/start scheduling across accounts, driven by tags.")
adr(M, "0023", "Do I need to set up my own nightly snapshots for non-production EC2, or is there something I can just tag?",
    "0023 (backup strategy): AWS Backup nightly for production and tag-based plans for non-production.")
adr(M, "0024", "Our workload needs to call an external HTTP API. How is outbound traffic to the internet inspected, and are live and non-live kept apart?",
    "0024: separate live/non_live egress VPCs with AWS Network Firewall FQDN inspection.")
adr(M, "0030", "An app in one business unit needs data held by an app in another business unit. Can it just connect over the VPC, or what's the pattern?",
    "0030: across business units/environments use cloud-native sharing (snapshots, PrivateLink) rather than east-west traffic.")
adr(M, "0031", "We want to experiment with a large language model on MoJ data. Can we run it in our Modernisation Platform account?",
    "0031: LLMs will be hosted on the Analytical Platform rather than MP or Cloud Platform.")
adr(M, "0037", "Leftover EBS volumes are costing us money but I have to raise a ticket to get them deleted. Can my team do it ourselves?",
    "0037 grants users a dedicated SSO role to list and delete their own unwanted EBS volumes.")
adr(M, "0038", "Can I commit a .zip of the lambda package to modernisation-platform-environments?",
    "0038 stops binary/archive files being stored in MP git repos; use S3 instead.")
adr(M, "0040", "Security Hub control EC2.23 keeps firing on the TGW. Do we have to switch to manual approval of every new spoke network joining it?",
    "0040 keeps auto-accept enabled on the Transit Gateway with compensating CloudWatch controls.")
adr(M, "0044", "Audit wants MFA Delete turned on for the CloudTrail log buckets. Are we doing that?",
    "0044: do not use MFA Delete; rely on replicated buckets with S3 Object Lock compliance mode.")

I = "alphagov__govuk-infrastructure"
adr(I, "0004", "How should internet traffic get into the EKS cluster: a Service of type LoadBalancer, an nginx ingress, or something that provisions ALBs for us?",
    "0004 adopts the AWS Load Balancer Controller for edge traffic.")
adr(I, "0005", "Should the Kubernetes worker machines be plain autoscaling groups we patch ourselves, Fargate, or pools that AWS rolls for us?",
    "0005: use EKS managed node groups.")
adr(I, "0008", "Where should an app's API keys be kept so the cluster can be rebuilt from scratch, and how do they end up as Kubernetes Secrets?",
    "0008: store in AWS Secrets Manager and sync with external-secrets.")
adr(I, "0009", "Instead of hand-writing Route53 entries in Terraform for every Ingress host, what should create them automatically?",
    "0009 adopts external-dns for DNS record management from Kubernetes resources.")
adr(I, "0011", "Can I move a node group to m7g instance types? Most of us develop on Apple Silicon laptops anyway.",
    "0011: switch compute to AWS Graviton (ARM) instances.")
adr(I, "0013", "The chat worker should autoscale on its Sidekiq queue backlog rather than CPU. How do we feed that signal into the HPA?",
    "0013: expose external metrics to HPAs with the Prometheus Adapter.")
adr(I, "0014", "Our TFC subscription renewal is coming up and it costs a fortune for 93 workspaces. Where should state live instead?",
    "0014 replaces the Terraform Cloud backend with S3 state and native locking.")
adr(I, "0016", "A third-party service still authenticates to our AWS account with a long-lived access key on an IAM user. What should replace it when the key is due for rotation?",
    "0016: retire IAM users/access keys in favour of IAM roles (and Pod Identity) when rotating.")
adr(I, "0021", "If our primary CDN has an outage, flipping www over to CloudFront takes up to an hour because resolvers cache the old answer. What did we settle on?",
    "0021 lowers the Fastly CNAME TTL to 300 seconds for fast failover.")
adr(I, "0023", "For a job request and approval system I need to stop a user approving their own job at the Kubernetes API. What policy engine should enforce that?",
    "0023 adopts OPA Gatekeeper; 0024 later confirms keeping OPA/Gatekeeper over CEL admission policies.",
    g1=["0024"])

G = "cisagov__manage.get.gov"
adr(G, "0020", "We need separate contacts for verifying a request, for managing DNS, and a public security contact. Do those hang off the login account or live in their own tables?",
    "0020 (user models revisited, plus WHOIS) supersedes 0012 (custom User plus UserProfile).",
    g1=["0012"], sup=["0012"])
adr(G, "0013", "After merging a PR with a new Django migration, does the deploy apply it or do I run it myself on cloud.gov?",
    "0013: migrations are not run on deploy; run them manually with cf run-task / the Run Migrations workflow.")
adr(G, "0030", "The Django 5.2 upgrade drops support for the state-machine library guarding DomainRequest transitions. What do we swap in?",
    "0030 (status Proposed) picks django-fsm-2 as the replacement for django-fsm adopted in 0015.",
    g1=["0015"])
adr(G, "0032", "Every call to the registry now pays a fresh TLS handshake and login. Should we bring back geventconnpool or write our own?",
    "0032 (Under Review) reintroduces an in-house thread-based pool rather than readopting geventconnpool from 0023.",
    g1=["0023"])
adr(G, "0026", "Work that spans several sprints should stay hidden from users, and CISA staff want to switch it on for specific people during research. What mechanism do we use?",
    "0026 adopts the Django Waffle library for feature flags.")
adr(G, "0017", "How do we send the 'your domain request was submitted' email to applicants? cloud.gov doesn't broker a mail service.",
    "0017: use AWS SES provided via CISA. 0006 notes cloud.gov lacks email brokering.",
    g1=["0006"])
adr(G, "0025", "After the launch problems we turned the CDN cache off everywhere. Should we switch it back on for static pages?",
    "0025 (status In Review) decides to leave caching off for now because gains are negligible.")
adr(G, "0021", "CISA analysts need to review, approve, filter and sort domain requests. Do we build a custom staff dashboard for that?",
    "0021: use Django Admin for administrative actions.")
adr(G, "0004", "Which upstream Python tag should the Dockerfile's FROM line use: alpine, slim, or a pinned patch release?",
    "0004 (Docker base image): use python:3.")
adr(G, "0019", "A user can be tied to many domains with different levels of access. How should those permissions be modelled and enforced on views?",
    "0019: role-based access control with roles linked to users and view decorators.")

H = "home-assistant__architecture"
adr(H, "0020", "A new CPython minor release just landed. How long does core keep running on the previous one?",
    "0020 (single supported minor version) replaces 0002 (latest two minor versions).",
    g1=["0002"], sup=["0002"])
adr(H, "0004", "Someone submitted an integration that logs into a vendor's website and parses the HTML dashboard because there's no API. Can we accept it?",
    "0004 (webscraping): no new integrations relying on scraping; exception for the authentication phase.")
adr(H, "0003", "My integration's config has a monitored_conditions option so users pick which sensors get created, and reviewers objected. Why?",
    "0003: expose all data fetched in one request instead of selector options.")
adr(H, "0011", "My device is found via zeroconf but has no serial or MAC address to identify it. Can the config flow still show the discovered entry?",
    "0011: discoverable integrations must set a unique ID; otherwise the entry should not be shown.")
adr(H, "0017", "A vendor asked us to add their new single-board computer as a target for the appliance image. What does the board have to meet?",
    "0017 (hardware screening for OS) lists the board requirements.")
adr(H, "0018", "A user runs the recorder on MS SQL Server and hits odd bugs. Which backends and versions do we actually stand behind?",
    "0018 limits the recorder to MariaDB, MySQL, PostgreSQL and SQLite with minimum versions.")
adr(H, "0019", "A PR adds an integration that toggles relays by driving the Pi's I2C pins directly. Is that acceptable in core?",
    "0019 (GPIO): no new integrations using GPIO/I2C/SPI pins directly.")
adr(H, "0021", "I'm removing a YAML option from an integration. How long must the deprecation period be, and do I need to raise a repair issue?",
    "0021: at least 6 months deprecation; migration and repair issues required.")
adr(H, "0008", "I'm contributing my first integration. Do I have to list myself in CODEOWNERS?",
    "0008 (code owners) makes adding yourself as code owner required for new integrations.")
adr(H, "0006", "Which container image should users pull on a Raspberry Pi: the Debian-based amd64 one or the Alpine multi-arch builds?",
    "0006 (Docker images) converges on the multi-arch Hass.io-style images.")

B = "backstage__backstage"
adr(B, "adr014", "A backend plugin still imports node-fetch. Now that Node 20 is the minimum, what should it use for HTTP calls?",
    "adr014 supersedes adr013 (node-fetch); use native fetch / fetchApiRef.",
    g1=["adr013"], sup=["adr013"])
adr(B, "adr003", "A reviewer flagged `export default MyComponent` in my plugin. What's the convention for exporting things?",
    "adr003: avoid default exports, prefer named exports.")
adr(B, "adr004", "How should a package's public surface be wired: an index.ts in every folder listing its symbols, or one barrel at the root reaching into deep paths?",
    "adr004 (module export structure).")
adr(B, "adr006", "Should new components be typed as React.FC<Props> or as plain functions that take a props type?",
    "adr006: avoid React.FC and React.SFC.")
adr(B, "adr007", "In a frontend plugin test, should I stub window.fetch with jest, or intercept the calls at the network layer with a library?",
    "adr007: use MSW to mock HTTP requests.")
adr(B, "adr008", "What should the descriptor YAML in a repo be called so the software catalog picks it up without extra config?",
    "adr008: default name catalog-info.yaml. adr002 defines the format.",
    g1=["adr002"])
adr(B, "adr009", "How do I point at another entity in a YAML spec, for example an owner group in a different namespace, and how does that look in frontend URLs?",
    "adr009 (entity references).")
adr(B, "adr010", "Moment.js is bloating our plugin bundle. What should I use for 'a day ago' style formatting instead?",
    "adr010: use Luxon. adr012 refines how to display dates with Luxon.",
    g1=["adr012"])
adr(B, "adr012", "Dates in my plugin render as 05/03/2021, which confuses US users. Should I keep calling toFormat with a custom pattern?",
    "adr012: use Luxon toLocaleString with presets. adr010 chose Luxon.",
    g1=["adr010"])
adr(B, "adr011", "I need to share types between a frontend plugin and its backend. Which package should they go in, and how should it be named?",
    "adr011 (plugin package structure): -common / -node packages.")

# ---------------- SOP ----------------
S = "alphagov__govuk-developer-docs"
sop(S, "source/kubernetes/manage-app/roll-back-app/index.html.md", "The release we just deployed to production is broken. How do I put the previous image back on the EKS platform?",
    "Roll back your app: change the image tag in govuk-helm-charts to the older release.")
sop(S, "source/kubernetes/manage-app/scale-app/index.html.md", "Our frontend is getting a lot more traffic. How do I give it more pods and memory on the Kubernetes platform?",
    "Scale your app page covers replicas and resources in values files.")
sop(S, "source/kubernetes/manage-app/manage-secrets/index.html.md", "My app needs a third-party API key at runtime on EKS. Where do I create it and how does it reach the pod?",
    "Add secrets to your app: create in AWS Secrets Manager and sync via external secrets.")
sop(S, "source/kubernetes/manage-app/control-healthchecks/index.html.md", "Pods keep getting restarted because the liveness check hits /healthcheck/live during a slow boot. How do I point startup and readiness at different endpoints?",
    "Control App healthchecks and kubernetes probes.")
sop(S, "source/kubernetes/creating-a-new-database/create-readonly-credentials-for-your-rds-database.html.md", "Analysts want a login on our new Postgres instance that can only SELECT. How do I set that up on the Kubernetes platform?",
    "Create readonly credentials page; the database-creation page is related.",
    g1=["source/kubernetes/creating-a-new-database/index.html.md"])
sop(S, "source/kubernetes/how-to-disable-or-re-enable-an-app/index.html.md", "We need to switch off collections-publisher and its workers in staging for a while without deleting its config. How?",
    "Disable/re-enable app via appEnabled and workers.enabled in app-config.")
sop(S, "source/kubernetes/get-started/access-eks-cluster/index.html.md", "I've got AWS access but kubectl can't talk to the integration cluster. How do I add the clusters to my kubeconfig?",
    "Access an EKS cluster page.")
sop(S, "source/manual/alerts/publishing-api-old-locks-present.html.md", "Documents aren't reaching Content Store and the alert says sidekiq-unique-jobs locks have outlived their TTL. What do I do?",
    "Alert runbook for Publishing API old locks.")
sop(S, "source/manual/alerts/signon-api-user-token-expires-soon.html.md", "We got paged that an API user's bearer token in Signon expires next week. How do I rotate it without breaking the app that uses it?",
    "Alert runbook with the token rotation procedure; the Signon accounts page is related.",
    g1=["source/manual/manage-sign-on-accounts.html.md"])
sop(S, "source/manual/alerts/email-alert-api-high-queue-latency.html.md", "The oldest job in the transactional email queue has been waiting for minutes, so sign-in emails are late. What should I check?",
    "Email Alert API high latency alert runbook.")
sop(S, "source/manual/alerts/elasticsearch-cluster-health.html.md", "Search is reporting yellow status: one replica shard didn't get allocated. Is that urgent and how do I fix it?",
    "Elasticsearch cluster health alert page (green/yellow/red).")
sop(S, "source/manual/fall-back-to-aws-cloudfront.html.md", "Fastly is having a major outage. How do we fail www over to the backup CDN?",
    "Fall back to AWS CloudFront failover checklist; CDN overview is related.",
    g1=["source/manual/cdn.html.md"])
sop(S, "source/manual/purge-cache.html.md", "Editors fixed a typo but the old version still shows on www.gov.uk for some people. How do I force the CDN to drop that URL?",
    "Purge a page from cache.")
sop(S, "source/manual/emergency-publishing.html.md", "A notable public figure has died. How do we put the black strip across the top of every page, and who signs that off?",
    "Deploy an emergency banner; the non-emergency global banner page is related.",
    g1=["source/manual/global-banner.html.md"])
sop(S, "source/manual/howto-convert-an-unencrypted-rds-instance-to-be-encrypted.html.md", "A security audit found one of our Postgres instances isn't encrypted at rest. What's the process to fix it, and how much downtime?",
    "Convert an unencrypted RDS instance into an encrypted one (1-2h downtime).")
sop(S, "source/manual/howto-backup-and-restore-in-aws-rds.html.md", "Someone ran a bad migration in production. How do I get the data back to how it was ten minutes before?",
    "Backup and restore in AWS RDS, including point-in-time recovery.")
sop(S, "source/manual/rotating-rds.credentials.html.md", "The app's MySQL password leaked into a log. How do I swap in a new DB user and password without downtime?",
    "Rotate RDS credentials for applications.")
sop(S, "source/manual/how-to-rotate-fastly-api-keys-for-prometheus-exporter.html.md", "Fastly metrics stopped showing in Grafana; it looks like the exporter's token expired after a year. How do I replace it?",
    "Rotate the Fastly automation token for the Prometheus exporter.")
sop(S, "source/manual/github-unavailable.html.md", "Our code host is down and we need to ship a fix. How do we build and deploy from the CodeCommit mirror?",
    "Deploy when GitHub is unavailable.")
sop(S, "source/manual/slack-unavailable.html.md", "Our chat tool is down in the middle of an incident. Where do we coordinate instead?",
    "Communicate when Slack is unavailable (Google Spaces).")
sop(S, "source/manual/howto-setup-maintenance-mode.html.md", "We've got planned downtime for a public-facing app. How do I show users a friendly notice instead of errors?",
    "Setup maintenance mode.")
sop(S, "source/manual/migrate-to-dart-sass-from-libsass.html.md", "sassc-rails is deprecated. What do I replace it with, and what changes in the stylesheet build?",
    "Migrate to Dart Sass from LibSass.")
sop(S, "source/manual/how-to-remove-jquery-from-javascript.html.md", "I'm rewriting a component JS module that still uses $(element). How do I drop that old library dependency?",
    "How to remove jQuery from JavaScript.")
sop(S, "source/manual/make-github-repo-private.html.md", "We need to work on a politically sensitive change out of public view. How do I create a private fork of the repo?",
    "Make a GitHub repo private.")
sop(S, "source/manual/retiring-an-application.html.md", "We're decommissioning a publishing app. What do I need to unpublish and tear down, and in what order?",
    "Retire an application checklist.")
sop(S, "source/manual/publishing-a-ruby-gem.html.md", "How do I release a new version of our shared gem to rubygems.org?",
    "Publish a Ruby gem.")
sop(S, "source/manual/howto-diagnose-and-fix-chromedriver-and-chromium-issues-with-frontend-tests.html.md", "All my feature specs started crashing in CI after a Docker image rebuild. How do I check the browser and its driver versions match?",
    "Diagnose Chromedriver/Chromium issues.")
sop(S, "source/manual/create-bastion-pod.html.md", "I need a psql shell against the production RDS instance from inside the VPC. What's the throwaway pod approach?",
    "Create a bastion pod to access databases.")
sop(S, "source/manual/how-to-update-allowed-ingress-ips-for-integration-and-staging.html.md", "The office's IP addresses changed and now people in Whitechapel get basic-auth prompts on the non-production sites. How do I update the allowlist?",
    "Update allowed ingress IPs (WAF rules) for staging and integration.")
sop(S, "source/manual/rate-limiting.html.md", "Someone is hammering the feedback form with POSTs. Where is throttling applied, and can I tweak it?",
    "Rate limiting (nginx and Rack::Attack on feedback).")
sop(S, "source/manual/howto-change-slug-and-create-redirect.html.md", "Content designers want a guide's URL changed and the old path to forward to the new one. Which app do I do this in?",
    "Change slug and redirect a route.")
sop(S, "source/manual/rules-for-getting-production-access.html.md", "I've just rejoined the programme. When can I get deploy and admin rights on live?",
    "Rules for getting production access.")
sop(S, "source/manual/setup-a-yubikey.html.md", "I want to sign my commits with GPG and use SSH to GitHub from a hardware key on my MacBook. What's the recommended setup?",
    "Set up a YubiKey.")
sop(S, "source/manual/request-fastly-tls-certificate.html.md", "We're moving a department's HTTPS domain onto the redirect service. How do we get a cert issued in the CDN for it?",
    "Request Fastly TLS certificate (Production Bouncer).")

P = "ministryofjustice__cloud-platform-user-guide"
dd = "source/documentation/"
sop(P, dd + "deploying-an-app/add-secrets-to-deployment.html.md.erb", "I have a third-party instrumentation key my app needs at runtime. How do I store it in Secrets Manager and expose it to my namespace?",
    "Adding secrets to an application; secrets overview is related.",
    g1=[dd + "other-topics/secrets.html.md.erb"])
sop(P, dd + "deploying-an-app/cleaning-up.html.md.erb", "Our service has been decommissioned. How do I tear down its environment and AWS resources without Concourse failing on the ECR?",
    "Removing an unneeded namespace (prepare ECR first).")
sop(P, dd + "deploying-an-app/ingress-with-duplicate-hostnames.html.md.erb", "I'm migrating an app between namespaces and need the same host on both Ingresses during cutover, but the admission webhook rejects it.",
    "Allow Ingress with duplicate hostname across namespaces.")
sop(P, dd + "deploying-an-app/opensearch/upgrade.html.md.erb", "AWS says our OpenSearch engine version is going out of support. How do I bump it and how long is the outage?",
    "Upgrading an OpenSearch version.")
sop(P, dd + "deploying-an-app/pod-resource-general-guideline.html.md.erb", "What CPU and memory requests and limits should I set on my deployment so it's neither throttled nor wasting cluster capacity?",
    "General guidelines for pod requests and limits; namespace limits concept page is related.",
    g1=[dd + "concepts/namespace-limits.html.md.erb"])
sop(P, dd + "deploying-an-app/redis/upgrade.html.md.erb", "We got an ElastiCache end-of-life notice for our cache engine. How do I move to a newer engine release and a cheaper node type?",
    "Upgrading a Redis version or changing the instance type.")
sop(P, dd + "deploying-an-app/relational-databases/upgrade-aurora.html.md.erb", "Our Aurora Postgres cluster is on a version reaching end of life. What should I know before bumping the major version in Terraform?",
    "Upgrading an Aurora DB cluster version; generic RDS upgrade page is related.",
    g1=[dd + "deploying-an-app/relational-databases/upgrade.html.md.erb"])
sop(P, dd + "deploying-an-app/running-rails-migrations.html.md.erb", "If I run db:migrate as a Kubernetes Job, new pods might start before the schema changes. How should migrations run on deploy?",
    "How do I run Rails database migrations?")
sop(P, dd + "networking/block-egress-traffic.html.md.erb", "Our namespace should not be able to reach the public internet at all. How do I lock down outbound connections?",
    "Blocking egress traffic from my namespace (network policy).")
sop(P, dd + "networking/ingress-redirect-to-holding-page.html.md.erb", "Users outside our IP allowlist get a bare Forbidden error. Can I send them to a friendly 'not available to you' page instead?",
    "Redirect 403 traffic to a holding page.")
sop(P, dd + "networking/modsecurity.html.md.erb", "We need OWASP rule inspection of requests in front of our production ingress. How do we turn it on and deal with false positives?",
    "ModSecurity WAF ingress controller.")
sop(P, dd + "networking/redirect-security-txt.html.md.erb", "Security says our domain must send /.well-known/security.txt to the central MoJ file. How do I set that up on the ingress?",
    "Setup Ingress to redirect security.txt.")
sop(P, dd + "other-topics/access-cross-aws-resources-irsa-eks.html.md.erb", "My pod needs to read an S3 bucket that lives in a different AWS account. How do I set up the service account role?",
    "IRSA for resources in a different AWS account.")
sop(P, dd + "other-topics/apiversion-changes-hpa-k8s-1-25.html.md.erb", "kubectl apply fails because autoscaling/v2beta2 isn't served any more. What do I change in my autoscaler manifest?",
    "Updating HPA API version after Kubernetes 1.25/1.26 removals.")
sop(P, dd + "other-topics/combining-irsa-policies-to-avoid-15-policy-limit.html.md.erb", "Our pod's IAM role needs access to 20 buckets and queues but AWS won't attach any more managed permissions to it. Workaround?",
    "Combining IRSA policies to get around the 15 policy limit.")
sop(P, dd + "other-topics/domain-name-character-length.html.md.erb", "Why is my long hostname label rejected when it's under the usual 63 limit?",
    "DNS domain name length considerations (6-char prefix, 57 max).")
sop(P, dd + "other-topics/ephemeral-containers.html.md.erb", "Our image is distroless, so there's no shell to exec into. How can I debug a running pod?",
    "Ephemeral containers for debugging.")
sop(P, dd + "other-topics/maintenance-page.html.md.erb", "We have planned downtime next weekend. Is there a standard 'service unavailable' page I can deploy in my namespace?",
    "Applying a maintenance page.")
sop(P, dd + "other-topics/pod-disruption-budgets-cluster-maintenance.html.md.erb", "During node recycling all our replicas got evicted at once. How do I make sure some stay up while the platform team upgrades nodes?",
    "PodDisruptionBudgets and cluster maintenance.")
sop(P, dd + "other-topics/rds-ssl.html.md.erb", "Our Java app's JDBC connection to RDS fails certificate validation. How do I enforce and verify TLS to the database?",
    "SSL connections with RDS.")
sop(P, dd + "other-topics/rds-upgrade-blockers.html.md.erb", "Our Postgres 14 to 16 bump keeps failing the AWS precheck; we have pglogical nodes and slots left over.",
    "Troubleshooting RDS upgrades with logical replication; generic upgrade page related.",
    g1=[dd + "deploying-an-app/relational-databases/upgrade.html.md.erb"])
sop(P, dd + "other-topics/rotate-tokens-keys.html.md.erb", "On Kubernetes 1.24 and later, deleting the service account secret no longer regenerates it. How do I roll our CI deploy credentials?",
    "Rotating tokens and keys.")
sop(P, dd + "other-topics/grafana-snapshots.html.md.erb", "I want to share a dashboard with someone outside MoJ without giving them Grafana access.",
    "Publish a Grafana dashboard snapshot.")
sop(P, dd + "other-topics/git-crypt-setup.html.md.erb", "A new teammate needs to decrypt the secrets committed in our repo. How do we add their GPG key?",
    "Git-Crypt setup.")
sop(P, dd + "other-topics/custom-domain-cert.html.md.erb", "Our service needs its own gov.uk hostname instead of the apps.live wildcard. What do I need for DNS and the TLS cert?",
    "Using a custom domain (certificate and DNS).")
sop(P, dd + "monitoring-an-app/prometheus-rule-linter.html.md.erb", "I want CI to catch syntax errors in our PrometheusRule YAML before it gets merged.",
    "Using PrometheusRule linter in a GitHub Action pipeline.")
sop(P, dd + "monitoring-an-app/how-to-create-pingdom-checks.html.md.erb", "I want an external uptime probe on our public URL that posts to our Slack channel when it fails.",
    "Creating Pingdom checks via the environments pipeline.")
sop(P, dd + "logging-an-app/export-opensearch-report-to-csv.html.md.erb", "Can I download the application log lines matching a query as a spreadsheet?",
    "Export data from OpenSearch into a CSV file.")
sop(P, dd + "other-topics/sqlserver-backup-and-restore.html.md.erb", "A supplier gave us a .bak file to load into our RDS SQL Server. How?",
    "SQL Server backup and restore via S3.")
sop(P, dd + "other-topics/persistent-volume-encryption-snapshot.html.md.erb", "Our StatefulSet's disk must be encrypted at rest and backed up every day. Which storage class and snapshot setup do we use?",
    "Persistent volume encryption at rest and daily snapshots; StatefulSets page is related.",
    g1=[dd + "other-topics/statefulsets.html.md.erb"])

TG = "ministryofjustice__technical-guidance"
sd = "source/documentation/"
sop(TG, sd + "standards/code-freezes.html.md.erb", "Leadership wants to stop all deploys for the six weeks around the election. What's our standard on that?",
    "Avoid code freezes.")
sop(TG, sd + "standards/documenting-how-your-service-is-supported.html.md.erb", "What must the runbook for our service include, for example the last review date and how people report an issue?",
    "Documenting how your service is supported (mandatory runbook fields); out-of-hours page is related.",
    g1=[sd + "standards/out-of-hours.html.md.erb"])
sop(TG, sd + "standards/hosting.html.md.erb", "We're starting a new digital service at MoJ. Can we host it on our supplier's Azure tenancy?",
    "How to host services: Cloud Platform by default, Modernisation Platform for legacy.")
sop(TG, sd + "standards/licencing-software-or-code.html.md.erb", "What licence file should a new public MoJ repo get, and does the spelling of the file name matter?",
    "Licensing software or code (MIT, LICENCE file).")
sop(TG, sd + "standards/naming-things.html.md.erb", "What should we call our new internal tool? Is a clever pun or a 'v2' in it OK?",
    "Naming things.")
sop(TG, sd + "standards/out-of-hours.html.md.erb", "Our service is used at weekends. Do we need an on-call rota, and how should we decide?",
    "Supporting services out of hours.")
sop(TG, sd + "standards/using-3rd-party-open-source-products.html.md.erb", "We're evaluating a vendor's 'open core' database. How do we judge whether it's genuinely open and safe to depend on?",
    "Using 3rd-party open source products criteria.")
sop(TG, sd + "governance/ai-governance-framework.html.md.erb", "Our team wants to adopt an AI coding assistant on a production codebase. What governance and oversight applies?",
    "Engineering AI governance framework.")
sop(TG, sd + "governance/tda-security-alignment.html.md.erb", "We're preparing a Technical Design Authority submission. What do they expect in the security section?",
    "TDA submission template: security alignment; architecture/data alignment pages are related.",
    g1=[sd + "governance/tda-architectural-alignment.html.md.erb"])
sop(TG, sd + "principles/inclusion-in-software-engineering.html.md.erb", "How should we design our hiring and team processes so engineers from different backgrounds can contribute fully?",
    "Inclusion in software engineering.")
sop(TG, sd + "standards/justice-digital-front-end-engineering-standards.html.md.erb", "Which frameworks and state management libraries are approved for a new MoJ single-page web app?",
    "Justice Digital front end engineering standards (technology stack); frontend principles related.",
    g1=[sd + "principles/frontend-development-principles.html.md.erb"])
sop(TG, sd + "governance/tda-data-alignment.html.md.erb", "For the TDA deck, what do they mean by asking whether our proposal creates or modifies data?",
    "TDA submission template: data alignment.")
