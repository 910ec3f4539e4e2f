# SOP task specs: (source key, task, [(path prefix, grade)], None, note)
SRC = {
    "G": ("alphagov__govuk-developer-docs", "source/"),
    "C": ("ministryofjustice__cloud-platform-user-guide", "source/documentation/"),
    "T": ("ministryofjustice__technical-guidance", "source/documentation/"),
}
K = "kubernetes/"
M = "manual/"
E = ".html.md.erb"

SOP = [
    # ---------------- alphagov/govuk-developer-docs (38) ----------------
    ("G", "The release we deployed to production this morning is throwing errors. How do I get the previous image "
          "running on the cluster again?",
     [(K + "manage-app/roll-back-app/", 2), (M + "deployments.html", 1)], None,
     "Roll back your app: change the image tag in govuk-helm-charts or redeploy an older release."),
    ("G", "Pods for our frontend keep getting OOMKilled under load after the launch. How do I give the app more "
          "replicas and memory?",
     [(K + "manage-app/scale-app/", 2), (K + "fix-app/", 1)], None,
     "Scale your app: edit values.yaml / per-environment values for replicas and resources."),
    ("G", "I need to give our app a new API key for a third-party service on the EKS platform. Where does the value "
          "go and how does the pod see it?",
     [(K + "manage-app/manage-secrets/", 2), (K + "manage-app/set-env-var/", 1), (M + "secrets-manager.html", 1)], None,
     "Add secrets to your app (Kubernetes platform)."),
    ("G", "I want to change a plain config value like a feature toggle for my app in staging only. Where is that "
          "defined?",
     [(K + "manage-app/set-env-var/", 2), (K + "get-started/tutorials/app-config-deploy-helm-chart/", 1)], None,
     "Set environment variables: per-app Helm values for each environment."),
    ("G", "Kubernetes keeps restarting our pods because the liveness probe hits /healthcheck/live before the app "
          "has booted. How do I change what the probes check?",
     [(K + "manage-app/control-healthchecks/", 2)], None, "Control app healthchecks and Kubernetes probes."),
    ("G", "An analyst needs a login to our new Postgres instance that can only run SELECTs. How do I provision that "
          "user?",
     [(K + "creating-a-new-database/create-readonly-credentials", 2), (K + "creating-a-new-database/index", 1)], None,
     "Create readonly credentials for your RDS database."),
    ("G", "We need to take an app completely offline in integration for a while and bring it back later. What's the "
          "procedure, given the end-to-end tests?",
     [(K + "how-to-disable-or-re-enable-an-app/", 2)], None,
     "How to disable or re-enable an app in EKS (disable e2e tests first)."),
    ("G", "I've got my AWS credentials working. How do I point kubectl at production?",
     [(K + "get-started/access-eks-cluster/", 2), (K + "get-started/set-up-tools/", 1)], None, "Access an EKS cluster."),
    ("G", "I need a psql prompt against an RDS database from inside the cluster. How do I spin up a throwaway pod "
          "to connect from?",
     [(M + "create-bastion-pod", 2), (M + "documentdb-mongo", 1)], None, "Create a bastion / jump box pod."),
    ("G", "We fixed a typo on a published page but www.gov.uk still shows the old version. How do I clear it from "
          "Fastly?",
     [(M + "purge-cache", 2), (M + "cdn", 1)], None, "Purge a page from cache."),
    ("G", "A bad migration dropped rows in a production database an hour ago. How do I restore to a point in time?",
     [(M + "howto-backup-and-restore-in-aws-rds", 2), (M + "backups", 1)], None,
     "Backup and restore databases in AWS RDS (PITR)."),
    ("G", "Security review found one of our RDS instances has no encryption at rest. How do we fix that, and how "
          "much downtime should we plan for?",
     [(M + "howto-convert-an-unencrypted-rds", 2)], None,
     "Convert an unencrypted RDS instance into an encrypted one (1-2 hours of downtime)."),
    ("G", "The database password an app uses may have leaked. How do I issue it a new one for MySQL or Postgres?",
     [(M + "rotating-rds.credentials", 2)], None, "Rotate RDS credentials for GOV.UK applications."),
    ("G", "I added a field to a search document type. What do I have to run before the field can be used, and when "
          "is it safe to do in production?",
     [(M + "reindex-elasticsearch", 2), (M + "add-a-new-field-to-an-elasticsearch", 1)], None,
     "Reindex an Elasticsearch index (avoid working hours in production)."),
    ("G", "An alert says sidekiq-unique-jobs locks have outlived their TTL in publishing-api. What does that mean and "
          "what do I do?",
     [(M + "alerts/publishing-api-old-locks", 2), (M + "sidekiq", 1)], None, "Publishing API old locks present alert."),
    ("G", "An app's bearer token for calling another app expires next week. How do I swap it without breaking the app?",
     [(M + "alerts/signon-api-user-token", 2), (M + "manage-sign-on-accounts", 1)], None,
     "Signon API user token expires soon: rotate the token."),
    ("G", "Subscribers are getting their notification emails hours late and the oldest email has been sitting in the "
          "queue for ages. How do I investigate?",
     [(M + "alerts/email-alert-api-high-queue-latency", 2), (M + "alerts/email-alert-api-unprocessed", 1)], None,
     "Email Alert API high queue latency alert."),
    ("G", "Editions in Whitehall were due to go out at 9:30 and still aren't on the site. What should on-call do?",
     [(M + "alerts/whitehall-scheduled-publishing", 2), (M + "documents-arent-live", 1)], None,
     "Whitehall scheduled publishing alert: overdue scheduled editions."),
    ("G", "An editor says the page went out an hour ago, but the public still get a 404. How do I find where it got stuck?",
     [(M + "documents-arent-live", 2)], None, "If documents aren't live after being published."),
    ("G", "A department has been renamed and wants its guide to live at a new URL with the old address forwarding. "
          "How is that done?",
     [(M + "howto-change-slug-and-create-redirect", 2), (M + "changing-organisation-slug", 1)], None,
     "Change slug and redirect a route."),
    ("G", "There's a national emergency and we've been asked to show urgent information across the top of every page "
          "right now. What's the process?",
     [(M + "emergency-publishing", 2), (M + "global-banner", 1)], None, "Deploy an emergency banner."),
    ("G", "GitHub is down and we need to ship a fix urgently. Where can we deploy from?",
     [(M + "github-unavailable", 2), (M + "howto-checkout-and-commit", 1)], None,
     "Deploy when GitHub is unavailable (AWS CodeCommit mirror)."),
    ("G", "Slack is having an outage in the middle of an incident. Where does the team talk?",
     [(M + "slack-unavailable", 2), (M + "incident-what-to-do", 1)], None, "Communicate when Slack is unavailable (Google Spaces)."),
    ("G", "Fastly is having a global outage and www is unreachable. Is there a backup CDN we can switch to?",
     [(M + "fall-back-to-aws-cloudfront", 2), (M + "fall-back-to-mirror", 1), (M + "cdn", 1)], None,
     "Fall back to AWS CloudFront."),
    ("G", "We have planned downtime on a public-facing app. How do we show visitors a friendly 'service unavailable' "
          "message rather than an error page?",
     [(M + "howto-setup-maintenance-mode", 2)], None, "Setup maintenance mode."),
    ("G", "How do I execute a one-off rake task inside publishing-api on the cluster and see its output?",
     [(M + "running-rake-tasks", 2)], None, "Run a rake task on EKS."),
    ("G", "We're moving a department's HTTPS domain onto our CDN. How do we get a certificate issued for it?",
     [(M + "request-fastly-tls-certificate", 2), (M + "transition-a-site", 1)], None, "Request a Fastly TLS certificate."),
    ("G", "We need to fix a security vulnerability without the patch being visible in our public repository until "
          "it's released. How?",
     [(M + "make-github-repo-private", 2)], None, "Make a GitHub repo private (private fork for security incidents)."),
    ("G", "We're decommissioning a publishing app. What has to happen to its published documents and routes before "
          "we turn it off?",
     [(M + "retiring-an-application", 2), (M + "retiring-a-repo", 1)], None, "Retire an application (step 0: unpublish documents)."),
    ("G", "The office network's IP addresses changed and staff now get basic-auth prompts on integration and staging. "
          "How do we fix that?",
     [(M + "how-to-update-allowed-ingress-ips", 2), (M + "web_application_firewall_rules", 1)], None,
     "Update allowed ingress IPs for staging and integration (WAF rules)."),
    ("G", "A publisher wants a public change note deleted entirely from a document's history. How do I do that in "
          "Whitehall?",
     [(M + "howto-remove-change-note", 2), (M + "howto-modify-change-note", 1)], None, "Remove a change note."),
    ("G", "During an incident, who updates status.publishing.service.gov.uk and how do I log in to do it?",
     [(M + "post-a-statuspage-message", 2), (M + "incident-what-to-do", 1)], None, "Post a message on the status page."),
    ("G", "I've just rejoined GOV.UK as a developer. When can I get access to production and what do I need to do "
          "first?",
     [(M + "rules-for-getting-production-access", 2)], None, "Rules for getting production access."),
    ("G", "Almost all our feature specs crash in CI at the point where the headless browser starts. What should I "
          "check?",
     [(M + "howto-diagnose-and-fix-chromedriver", 2), (M + "testing", 1)], None,
     "Diagnose and fix Chromedriver and Chromium issues for failing frontend tests."),
    ("G", "Our app still compiles stylesheets with sassc-rails, which is no longer maintained. How do we move to the "
          "supported compiler?",
     [(M + "migrate-to-dart-sass", 2)], None, "Migrate to Dart Sass from LibSass."),
    ("G", "An old policy page keeps ranking first in our own site search for an unrelated query. How do we stop it "
          "showing up there?",
     [(M + "prevent-a-page-being-returned", 2), (M + "boost-or-demote", 1)], None,
     "Prevent a page being returned in search results (Discovery Engine negative boost)."),
    ("G", "The Postgres major version one of our apps runs on reaches end of life soon. How quickly are we expected "
          "to upgrade things like that?",
     [(M + "keeping-software-current", 2)], None, "Policy on keeping software current (no EOL software)."),
    ("G", "I have a YubiKey and want to use it to sign commits and authenticate to GitHub over SSH. How do I set it up?",
     [(M + "setup-a-yubikey", 2)], None, "Set up a YubiKey for GPG and SSH."),

    # ---------------- ministryofjustice/cloud-platform-user-guide (28) ----------------
    ("C", "My pods are stuck Pending with 'exceeded quota' errors in our namespace. What are the default CPU and "
          "memory caps and how do I change them?",
     [("concepts/namespace-limits", 2), ("deploying-an-app/pod-resource-general-guideline", 1)], None,
     "Namespace/container resource limits."),
    ("C", "What requests and limits should I set on my containers so they don't get throttled or evicted?",
     [("deploying-an-app/pod-resource-general-guideline", 2), ("concepts/namespace-limits", 1)], None,
     "General guidelines for pod requests and limits."),
    ("C", "Our blue/green setup needs the same host name served from two namespaces, but the second Ingress is "
          "rejected. How do we allow it?",
     [("deploying-an-app/ingress-with-duplicate-hostnames", 2)], None, "Allow Ingress with duplicate hostnames across namespaces."),
    ("C", "We've finished with a prototype environment. How do we tear it down properly?",
     [("deploying-an-app/cleaning-up", 2)], None, "Removing an unneeded namespace."),
    ("C", "What's the safest way to apply rails db:migrate when deploying to the cluster?",
     [("deploying-an-app/running-rails-migrations", 2)], None, "How do I run Rails database migrations? (Kubernetes Job and caveats)."),
    ("C", "AWS says our ElastiCache engine version is reaching end of life. How do we move to a newer version or a "
          "cheaper node size?",
     [("deploying-an-app/redis/upgrade", 2)], None, "Upgrading a Redis version or changing the instance type."),
    ("C", "Our Aurora Postgres cluster is on a version AWS is retiring. How do we do the major version bump?",
     [("deploying-an-app/relational-databases/upgrade-aurora", 2), ("deploying-an-app/relational-databases/upgrade.", 1)], None,
     "Upgrading a database version of an Aurora DB cluster."),
    ("C", "Our app needs an SQS queue for background work. How do I provision one for my namespace?",
     [("deploying-an-app/messaging/queue/create", 2), ("deploying-an-app/messaging/pub-sub/create", 1)], None,
     "Creating a message queuing service (SQS module)."),
    ("C", "We need somewhere to put user-uploaded files from our app. How do I get an S3 bucket?",
     [("deploying-an-app/object-store/create", 2), ("other-topics/s3-bucket-migration", 1)], None,
     "Creating a file or object store (S3 module)."),
    ("C", "I'd like to look at our RDS and S3 resources in a browser instead of the CLI. Can I log into the AWS web "
          "UI?",
     [("getting-started/accessing-the-cloud-console", 2)], None, "Accessing the AWS console (read-only)."),
    ("C", "I'm new on the team. How do I install kubectl and authenticate it against the MoJ cluster?",
     [("getting-started/kubectl-config", 2), ("other-topics/check-id-token", 1)], None,
     "Connecting to the Cloud Platform's Kubernetes cluster."),
    ("C", "A manager wants a spreadsheet of last week's application log entries. Can I download them from the log "
          "dashboard?",
     [("logging-an-app/export-opensearch-report-to-csv", 2), ("logging-an-app/access-logs-os", 1)], None,
     "Export data from OpenSearch into a CSV file."),
    ("C", "We want an external uptime monitor that pages us when our public URL stops responding. How do we add one?",
     [("monitoring-an-app/how-to-create-pingdom-checks", 2)], None, "Creating Pingdom checks via cloud-platform-environments."),
    ("C", "How do I get custom business counters from my app into the cluster's Prometheus so I can graph them?",
     [("monitoring-an-app/application-metrics", 2), ("monitoring-an-app/prometheus.", 1)], None,
     "Getting application metrics into Prometheus."),
    ("C", "Our service shouldn't be able to reach the public internet at all. How do we lock down outbound "
          "traffic from our namespace?",
     [("networking/block-egress-traffic", 2), ("networking/network-policy", 1)], None, "Blocking egress traffic from my namespace."),
    ("C", "We restrict access by source IP, and people outside the office just see a bare 403. Can we send them to a "
          "friendlier page?",
     [("networking/ingress-redirect-to-holding-page", 2), ("networking/ip-filtering", 1)], None,
     "Redirect 403 traffic to a holding page."),
    ("C", "A partner's API only accepts calls from allow-listed addresses. Which IPs does our traffic leave the "
          "cluster from?",
     [("networking/ip-filtering", 2)], None, "Cloud Platform IP addresses (inbound and outbound filtering)."),
    ("C", "The security team wants OWASP rule blocking in front of our production app. How do I turn that on?",
     [("networking/modsecurity", 2)], None, "ModSecurity web application firewall (modsec ingress controller)."),
    ("C", "Security says every MoJ domain must serve the central disclosure file at /.well-known/. How do I "
          "configure our ingress for that?",
     [("networking/redirect-security-txt", 2)], None, "Setup ingress to redirect security.txt."),
    ("C", "We need a nightly report job at 2am in our namespace. How should it be scheduled on the cluster?",
     [("other-topics/Cronjobs", 2), ("other-topics/k8s-jobs", 1)], None, "Kubernetes CronJobs."),
    ("C", "Our service account role has hit AWS's limit on attached policies. How do we give it more permissions?",
     [("other-topics/combining-irsa-policies", 2), ("other-topics/accessing-aws-apis-and-resources", 1)], None,
     "Combining IRSA policies to get around the 15-policy limit."),
    ("C", "We want our app at a proper justice.gov.uk address instead of the apps.live default. How do we set up the "
          "name and certificate?",
     [("other-topics/custom-domain-cert", 2), ("other-topics/route53-zone", 1)], None, "Using a custom domain."),
    ("C", "Terraform fails creating our hosted zone because one part of the hostname is too long. What are the "
          "limits?",
     [("other-topics/domain-name-character-length", 2)], None, "DNS domain name length considerations."),
    ("C", "Our container image has no shell, and I need to debug a running pod. What can I attach to it?",
     [("other-topics/ephemeral-containers", 2)], None, "Ephemeral containers for debugging."),
    ("C", "A new developer needs to read the encrypted secrets files in our repo. How do we add their GPG key?",
     [("other-topics/git-crypt-setup", 2), ("other-topics/secrets", 1)], None, "Git-Crypt setup."),
    ("C", "Node upgrades on the cluster take down all our replicas at once. How do we keep some running during "
          "maintenance?",
     [("other-topics/pod-disruption-budgets", 2), ("other-topics/zero-downtime-deployment", 1)], None,
     "PodDisruptionBudgets and cluster maintenance."),
    ("C", "Our RDS major version upgrade fails the AWS precheck and the database has logical replication turned on. "
          "What's blocking it?",
     [("other-topics/rds-upgrade-blockers", 2), ("other-topics/upgrade-rds-db", 1)], None,
     "Troubleshooting RDS upgrades with logical replication (slots, pglogical)."),
    ("C", "How do I connect to our RDS database from my laptop? Direct connections time out.",
     [("other-topics/rds-external-access", 2), ("other-topics/rds-ssl", 1)], None,
     "Accessing your RDS database (port-forward via the cluster)."),

    # ---------------- ministryofjustice/technical-guidance (9) ----------------
    ("T", "The business wants us to stop all deployments for six weeks over the election period. What's the MoJ "
          "position on that?",
     [("standards/code-freezes", 2)], None, "Code freezes: avoid them; they increase risk."),
    ("T", "What should we write down so people outside the team know how to check our service's health and report "
          "problems?",
     [("standards/documenting-how-your-service-is-supported", 2), ("standards/out-of-hours", 1)], None,
     "Documenting how your service is supported (a runbook for every service)."),
    ("T", "Our supplier wants to run the new case system on their own servers. Is that allowed, or where must it run?",
     [("standards/hosting", 2)], None, "Hosting: Cloud Platform by default unless the hosting team advises otherwise."),
    ("T", "We're open-sourcing an internal tool. Which licence do we put on the repo?",
     [("standards/licencing-software-or-code", 2)], None, "Licensing software or code: MIT."),
    ("T", "We're choosing what to call a new repository and service. Are brand names, puns or a 'v2' suffix OK?",
     [("standards/naming-things", 2)], None, "Naming things: self-descriptive names, no puns, acronyms, version numbers or brands."),
    ("T", "Do we need someone on call at weekends for our service, and how should a rota be run if we do?",
     [("standards/out-of-hours", 2), ("standards/documenting-how-your-service-is-supported", 1)], None,
     "Out of hours support."),
    ("T", "We want to adopt an open source product rather than buy a commercial one. What should we weigh up before "
          "committing to it?",
     [("standards/using-3rd-party-open-source-products", 2), ("governance/tda-architectural-alignment", 1)], None,
     "Using third-party open source products."),
    ("T", "Our TDA submission asks whether we can detect and respond to security incidents and whether our crypto is "
          "quantum safe. What are they looking for?",
     [("governance/tda-security-alignment", 2)], None, "TDA submission: security alignment section."),
    ("T", "Can our engineers use coding assistants like Copilot on MoJ projects, and who is accountable for models we "
          "put into production?",
     [("governance/ai-governance-framework", 2)], None, "AI governance framework: approved tools and accountability."),
]
