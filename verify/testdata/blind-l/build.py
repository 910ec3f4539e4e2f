#!/usr/bin/env python3
"""Build the blind labelled evaluation set verify-l.

Loads the sources of truth (KEP kep.yaml files, SOP front matter, and the set's own
sot/bases.csv and sot/fleet.yaml), checks every hand-written case against them and
writes cases.json deterministically only when every check passes.
"""
import csv
import glob
import json
import os
import re
import sys
from datetime import datetime

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
CORPORA = "/work/shared/corpora"
KEP_ROOT = os.path.join(CORPORA, "structured/kubernetes__enhancements")
SOP_ROOT = os.path.join(CORPORA, "sop")
PLACEHOLDERS = {"tbd", "0.0", "x.y", "never", "none", "null", "~", "n/a", "todo"}

# ----------------------------------------------------------------------------- loading


def load_keps():
    by_num = {}
    for p in sorted(glob.glob(os.path.join(KEP_ROOT, "keps/**/kep.yaml"), recursive=True)):
        try:
            d = yaml.load(open(p, encoding="utf-8"), Loader=yaml.BaseLoader)
        except Exception:
            continue
        if not isinstance(d, dict) or not d.get("kep-number"):
            continue
        by_num[str(d["kep-number"])] = (os.path.relpath(p, KEP_ROOT), d)
    return by_num


def front_matter(path):
    text = open(path, encoding="utf-8").read()
    lines = text.split("\n")
    if not lines or lines[0].strip() != "---":
        return None
    try:
        end = [l.strip() for l in lines[1:]].index("---") + 1
    except ValueError:
        return None
    try:
        d = yaml.load("\n".join(lines[1:end]), Loader=yaml.BaseLoader)
    except Exception:
        return None
    return d if isinstance(d, dict) else None


def load_sops():
    out = {}
    for p in sorted(glob.glob(os.path.join(SOP_ROOT, "**/*"), recursive=True)):
        if os.path.isfile(p) and (p.endswith(".md") or p.endswith(".md.erb")):
            fm = front_matter(p)
            if fm is not None:
                out[os.path.relpath(p, SOP_ROOT)] = fm
    return out


def load_csv():
    rows = list(csv.DictReader(open(os.path.join(HERE, "sot/bases.csv"), encoding="utf-8", newline="")))
    return {r["site_id"]: r for r in rows}


def load_yaml():
    d = yaml.load(open(os.path.join(HERE, "sot/fleet.yaml"), encoding="utf-8"), Loader=yaml.BaseLoader)
    return d["aircraft"]


def corpus_text():
    parts = []
    for root, _, files in os.walk(CORPORA):
        for f in sorted(files):
            try:
                parts.append(open(os.path.join(root, f), encoding="utf-8", errors="ignore").read().lower())
            except OSError:
                pass
    return "\n\x00\n".join(parts)


# ----------------------------------------------------------------------------- normalisation

DATE_FORMATS = ["%Y-%m-%d", "%Y/%m/%d", "%B %d %Y", "%d %B %Y", "%b %d %Y", "%d %b %Y",
                "%B %d, %Y", "%b %d, %Y", "%d %B, %Y"]


def parse_date(s):
    t = re.sub(r"(\d)(st|nd|rd|th)\b", r"\1", s.strip())
    t = re.sub(r"\b([A-Za-z]{3})\.", r"\1", t)
    t = re.sub(r"\s+", " ", t)
    for f in DATE_FORMATS:
        for cand in (t, t.replace(",", "")):
            try:
                return datetime.strptime(cand, f).strftime("%Y-%m-%d")
            except ValueError:
                pass
    return None


def norm(v):
    s = str(v).strip().strip("\"'\u201c\u201d\u2018\u2019").strip()
    d = parse_date(s)
    if d:
        return d
    s = s.lower()
    s = re.sub(r"^kubernetes\s+", "", s)
    s = re.sub(r"^v(?=\d)", "", s)
    if re.fullmatch(r"\d{1,3}(,\d{3})+(\.\d+)?", s):
        s = s.replace(",", "")
    return re.sub(r"[\s\-_]+", "", s)


def words(s):
    return re.findall(r"[a-z0-9]+", s.lower())


def title_key(s):
    return " ".join(words(s))


def get_field(rec, field):
    cur = rec
    if field in rec:
        return rec[field]
    for part in field.split("."):
        if not isinstance(cur, dict) or part not in cur:
            return None
        cur = cur[part]
    return cur


def is_empty(v):
    return v is None or (isinstance(v, str) and v.strip() == "") or (isinstance(v, (list, dict)) and len(v) == 0)


def is_placeholder(v):
    if isinstance(v, list):
        return any(is_placeholder(x) for x in v) and all(is_placeholder(x) for x in v)
    return str(v).strip().lower() in PLACEHOLDERS or "|" in str(v)


# ----------------------------------------------------------------------------- cases

CASES = []


def _add(cat, key, field, verdict, subject, fact, text, note=""):
    CASES.append(dict(category=cat, key=key, field=field, verdict=verdict, subject=subject,
                      fact=fact, text=text, note=note))


def K(*a, **k):
    _add("kep", *a, **k)


def S(*a, **k):
    _add("sop", *a, **k)


def C(*a, **k):
    _add("own-csv", *a, **k)


def Y(*a, **k):
    _add("own-yaml", *a, **k)


V, M, U = "verified", "mismatch", "unknown"

# ---- kep ---------------------------------------------------------------------------------
K("2255", "milestone.beta", V, "KEP-2255", "Kubernetes 1.22",
  "Release notes draft: pod deletion cost (KEP-2255) went beta in Kubernetes 1.22, so the annotation is honoured by default from that release on.")
K("2255", "milestone.stable", M, "ReplicaSet Pod Deletion Cost", "v1.25",
  "Per the tracking issue, ReplicaSet Pod Deletion Cost is planned to reach stable in v1.25.",
  "next minor version")
K("2185", "milestone.stable", M, "Random Pod Selection on ReplicaSet Downscale", "1.30",
  "Random Pod Selection on ReplicaSet Downscale graduated to GA in 1.30 after a long soak in beta.",
  "previous minor version")
K("1295", "milestone.stable", V, "Insecure Backend Proxy", "v1.21",
  "Wiki: the Insecure Backend Proxy feature, which lets kubectl logs skip TLS checks on a broken kubelet, went GA with v1.21.")
K("1295", "milestone.alpha", U, "KEP 1295", "v1.15",
  "According to an old tracking sheet KEP 1295 was alpha in v1.15.",
  "kep.yaml of KEP-1295 has no milestone.alpha (only beta and stable)")
K("1295", "participating-sigs", V, "enhancement 1295", "sig-cli",
  "sig-cli is listed among the participating SIGs on enhancement 1295, next to sig-auth.")
K("2885", "milestone.alpha", V, "Server Side Unknown Field Validation", "Kubernetes v1.23",
  "Server Side Unknown Field Validation first landed as alpha in Kubernetes v1.23; beta followed two releases later.")
K("2885", "participating-sigs", U, "KEP-2885", "sig-cli",
  "Participating SIGs on KEP-2885: sig-cli.",
  "participating-sigs of KEP-2885 is empty")
K("4355", "milestone.beta", V, "Coordinated Leader Election", "1.33",
  "Coordinated Leader Election is beta as of 1.33, having started out as alpha two releases earlier.")
K("4355", "participating-sigs", M, "KEP-4355", "sig-scheduling",
  "KEP-4355 lists sig-scheduling as a participating SIG.",
  "another real SIG")
K("555", "creation-date", V, "#555", "March 28, 2018",
  "The server-side apply KEP (#555) was opened on March 28, 2018 and took years to land.")
K("555", "milestone.stable", M, "KEP-555", "Kubernetes 1.21",
  "Server-side apply, KEP-555, became GA in Kubernetes 1.21.",
  "previous minor version")
K("95", "latest-milestone", V, "Graduate CustomResourceDefinitions to GA", "1.16",
  "\"Graduate CustomResourceDefinitions to GA\" has 1.16 as its latest milestone.")
K("95", "last-updated", M, "KEP-95", "2018-04-27",
  "Metadata check: KEP-95 was last touched on 2018-04-27.",
  "date three days later")
K("3541", "milestone.alpha", V, "KEP-3541", "v1.37",
  "Heads-up: the Recreate update strategy for StatefulSets (KEP-3541) is targeting alpha in v1.37.")
K("3541", "participating-sigs", U, "KEP-3541", "sig-scheduling",
  "KEP-3541 has sig-scheduling as a participating SIG.",
  "kep.yaml of KEP-3541 has no participating-sigs")
K("961", "milestone.beta", V, "KEP-961", "1.35",
  "KEP-961 (maxUnavailable for StatefulSets) moved to beta in 1.35.")
K("961", "milestone.alpha", M, "Implement maxUnavailable for StatefulSets", "v1.23",
  "Implement maxUnavailable for StatefulSets: the alpha shipped in v1.23.",
  "previous minor version")
K("981", "creation-date", V, "pdb-support-for-custom-resources-with-scale-subresource", "12 April 2019",
  "pdb-support-for-custom-resources-with-scale-subresource was created 12 April 2019 by the apps folks.")
K("1635", "milestone.stable", V, "Require Transition from Beta", "v1.19",
  "The anti-permabeta policy, \"Require Transition from Beta\", has been stable since v1.19.")
K("5241", "creation-date", M, "Beta Feature Gate Promotion Requirements", "2 April 2024",
  "Beta Feature Gate Promotion Requirements was drafted on 2 April 2024.",
  "year one earlier")
K("5241", "milestone.alpha", U, "KEP-5241", "v1.33",
  "KEP-5241 went alpha in v1.33.",
  "kep.yaml of KEP-5241 has only milestone.stable, no alpha")
K("3221", "authors", V, "Structured Authorization Configuration", "@ritazh",
  "@ritazh co-authored the Structured Authorization Configuration KEP.")
K("3331", "latest-milestone", V, "KEP-3331", "v1.35",
  "Status update: structured authentication config (KEP-3331) - latest milestone v1.35, nothing left open.")
K("3331", "milestone.stable", M, "Structured authentication config", "1.35",
  "Structured authentication config went GA in 1.35.",
  "the latest-milestone value given as the stable milestone")
K("2021", "milestone.beta", V, "#2021", "v1.37",
  "HPA scale-to-zero (#2021) is finally going beta in v1.37.")
K("2021", "owning-sig", M, "KEP-2021", "sig-apps",
  "KEP-2021 is owned by sig-apps.",
  "another real SIG")
K("2985", "status", V, "Public KRM Functions Registry", "provisional",
  "The Public KRM Functions Registry KEP is still provisional.")
K("3515", "stage", V, "Kubectl Explain OpenAPIv3", "beta",
  "In kep.yaml, Kubectl Explain OpenAPIv3 is recorded at stage beta.")
K("3895", "authors", M, "KEP-3895", "@soltysh",
  "KEP-3895 was authored by @soltysh.",
  "an approver named as author")
K("5295", "participating-sigs", V, "KYAML", "sig-docs",
  "KYAML has sig-docs participating, since the docs will switch their examples.")
K("5295", "creation-date", M, "KEP-5295", "May 19, 2025",
  "KEP-5295 (KYAML) was filed on May 19, 2025.",
  "day 9 changed to 19")
K("2025", "owning-sig", V, "Extending Apiserver Network Proxy to handle traffic originated from Node network", "SIG Cloud Provider",
  "Extending Apiserver Network Proxy to handle traffic originated from Node network is owned by SIG Cloud Provider.")
K("671", "latest-milestone", U, "Support Out-of-Tree IBM Cloud Provider", "v1.14",
  "Support Out-of-Tree IBM Cloud Provider: latest milestone v1.14.",
  "kep.yaml of KEP-671 has no latest-milestone")
K("671", "creation-date", V, "KEP-671", "2019/01/25",
  "KEP-671 was created on 2019/01/25.")
K("2225", "owning-sig", M, "KEP-2225", "sig-docs",
  "KEP-2225 is owned by sig-docs.",
  "a participating SIG named as owner")
K("2831", "milestone.beta", V, "Kubelet OpenTelemetry Tracing", "v1.27",
  "Kubelet OpenTelemetry Tracing hit beta in v1.27.")
K("5905", "creation-date", M, "Migrate kubernetes-mixin from kubernetes-monitoring to kubernetes-sigs organization", "9 March 2026",
  "Migrate kubernetes-mixin from kubernetes-monitoring to kubernetes-sigs organization - opened 9 March 2026.",
  "month one later")
K("1645", "owning-sig", V, "Multi-Cluster Services API", "SIG Multicluster",
  "Multi-Cluster Services API is a SIG Multicluster KEP.")
K("2365", "authors", V, "IngressClass Namespaced Params", "@robscott",
  "IngressClass Namespaced Params - written by @robscott, approved by @thockin.")
K("265", "milestone.alpha", V, "KEP-265", "Kubernetes 1.8",
  "IPVS mode (KEP-265) was alpha way back in Kubernetes 1.8.")
K("265", "creation-date", M, "IPVS Load Balancing Mode in Kubernetes", "2018-03-12",
  "IPVS Load Balancing Mode in Kubernetes was proposed on 2018-03-12.",
  "day digits swapped (21 -> 12)")
K("5495", "milestone.alpha", U, "KEP-5495", "v1.33",
  "KEP-5495 alpha milestone: v1.33.",
  "kep.yaml of KEP-5495 has no milestone.alpha (only deprecated)")
K("5495", "stage", V, "Deprecate ipvs mode in kube-proxy", "deprecated",
  "Deprecate ipvs mode in kube-proxy is in the deprecated stage.")
K("2535", "latest-milestone", V, "Ensure Secret Pulled Images", "v1.37",
  "Ensure Secret Pulled Images: currently tracked for v1.37.")
K("2535", "participating-sigs", M, "KEP-2535", "sig-storage",
  "KEP-2535 involves sig-storage as a participating SIG.",
  "another real SIG")
K("2625", "last-updated", V, "SMT aware cpumanager policy", "Jan 30, 2025",
  "SMT aware cpumanager policy - kep.yaml last updated Jan 30, 2025.")
K("281", "status", V, "KEP-281", "removed",
  "Dynamic Kubelet Configuration (KEP-281) is now removed; do not rely on it.")
K("3085", "participating-sigs", V, "Pod networking ready condition", "sig-network",
  "sig-network participates in the Pod networking ready condition KEP.")
K("3545", "reviewers", U, "KEP-3545", "@klueska",
  "Reviewers on KEP-3545 include @klueska.",
  "reviewers of KEP-3545 is an empty list")
K("3695", "milestone.beta", V, "Extend the PodResources API to include resources allocated by DRA", "v1.34",
  "Extend the PodResources API to include resources allocated by DRA - beta in v1.34.")
K("4205", "creation-date", V, "KEP-4205", "2023-05-25",
  "KEP-4205 (Expose PSI Metrics) dates from 2023-05-25.")
K("4781", "status", M, "KEP-4781", "implementable",
  "KEP-4781 is marked implementable.",
  "another status value")
K("5945", "authors", M, "KEP-5945", "@pohly",
  "KEP-5945 author: @pohly",
  "an approver named as author")
K("6035", "participating-sigs", V, "Exec session identity propagation", "sig-security",
  "sig-security is a participating SIG for Exec session identity propagation.")
K("3031", "owning-sig", V, "Signing release artifacts", "sig-release",
  "Signing release artifacts is owned by sig-release.")
K("3031", "latest-milestone", M, "KEP-3031", "v1.26",
  "KEP-3031 latest milestone: v1.26.",
  "the beta milestone given as latest milestone")
K("5055", "milestone.beta", V, "DRA: device taints and tolerations", "1.36",
  "DRA: device taints and tolerations moved to beta in 1.36.")
K("5491", "milestone.beta", U, "KEP-5491", "v1.37",
  "KEP-5491 beta is planned for v1.37.",
  "milestone.beta of KEP-5491 is empty")
K("895", "milestone.beta", M, "Pod Topology Spread", "1.17",
  "Pod Topology Spread went beta in 1.17.",
  "previous minor version")
K("121", "authors", V, "Local Persistent Volumes", "msau42",
  "Local Persistent Volumes authors include msau42.")
K("1491", "last-updated", V, "KEP-1491", "11 August 2022",
  "KEP-1491 (vSphere CSI migration) last-updated 11 August 2022.")
K("1495", "milestone.stable", M, "Volume Populators", "Kubernetes v1.32",
  "Volume Populators went GA in Kubernetes v1.32.",
  "previous minor version")
K("361", "creation-date", U, "KEP-361", "2017-08-01",
  "KEP-361 was created on 2017-08-01.",
  "kep.yaml of KEP-361 has no creation-date")
K("625", "creation-date", V, "KEP-625", "29 January 2019",
  "KEP-625 - In-tree Storage Plugin to CSI Migration - created 29 January 2019.")
K("3041", "owning-sig", M, "NodeConformance and NodeFeature labels cleanup", "sig-node",
  "NodeConformance and NodeFeature labels cleanup is owned by sig-node.",
  "a participating SIG named as owner")
K("1001", "approvers", V, "Supporting CRI-containerD on Windows", "@michmike",
  "@michmike is the approver for Supporting CRI-containerD on Windows.")
K("4885", "milestone.alpha", M, "Windows CPU and Memory Affinity", "v1.31",
  "Windows CPU and Memory Affinity shipped as alpha in v1.31.",
  "previous minor version")
K("895", "kep-number", V, "Pod Topology Spread", "895",
  "Pod Topology Spread is KEP 895.")
K("1495", "kep-number", M, "Volume Populators", "1494",
  "Volume Populators is tracked as KEP-1494.",
  "last digit changed; 1494 is no KEP in the corpus")
K("585", "kep-number", M, "Runtime Class", "586",
  "Runtime Class is enhancement #586.",
  "last digit changed; 586 is no KEP in the corpus")
K("2831", "kep-number", V, "Kubelet OpenTelemetry Tracing", "2831",
  "Kubelet OpenTelemetry Tracing lives under KEP-2831.")
K("5295", "kep-number", M, "KYAML", "5259",
  "KYAML is KEP-5259.",
  "last two digits swapped; 5259 is no KEP in the corpus")
K(None, "milestone.beta", U, "KEP-4417", "v1.34",
  "KEP-4417 (Kubelet Swap Quota Ledger) went beta in v1.34.",
  "no KEP 4417 exists in the corpus")
K(None, "owning-sig", U, "Scheduler Lease Shadowing", "sig-scheduling",
  "The Scheduler Lease Shadowing KEP is owned by sig-scheduling.",
  "no KEP with this title exists")
K(None, "approvers", U, "enhancement 5871", "@liggitt",
  "enhancement 5871 was approved by @liggitt.",
  "no KEP 5871 exists in the corpus")
K("1101", "stage", U, "KEP-1101", "alpha",
  "Immutable Fields (KEP-1101) is at stage alpha.",
  "kep.yaml of KEP-1101 has no stage")
K("2335", "authors", V, "Vanilla CRD OpenAPI Subset: Structural Schemas", "@mbohlool",
  "Vanilla CRD OpenAPI Subset: Structural Schemas was written by @sttts and @mbohlool.")
K("2335", "creation-date", M, "KEP-2335", "April 24, 2019",
  "KEP-2335 was created on April 24, 2019.",
  "one day earlier")
K("2385", "stage", V, "Kustomize Secret Generator Plugins", "alpha",
  "Kustomize Secret Generator Plugins is at alpha.")
K("1281", "latest-milestone", V, "KEP-1281", "1.18",
  "API Server Network Proxy (KEP-1281) latest-milestone is 1.18.")
K("1281", "stage", M, "KEP-1281", "alpha",
  "KEP-1281 is in the alpha stage.",
  "previous stage")

# ---- sop ---------------------------------------------------------------------------------
S("manual/add-a-best-bet.html.md", "owner_slack", V, "Add a best bet to site search", "#govuk-search",
  "The 'Add a best bet to site search' page is owned by #govuk-search.")
S("manual/clear-the-redis-cache.html.md", "owner_slack", M, "Clear the Redis cache for site search", "#govuk-searchandnav",
  "Questions about Clear the Redis cache for site search go to #govuk-searchandnav.",
  "another real GOV.UK search channel")
S("manual/alerts/elasticsearch-cluster-health.html.md", "owner_slack", V, "Elasticsearch cluster health", "#govuk-searchandnav",
  "If the Elasticsearch cluster health runbook is out of date, ping #govuk-searchandnav - they own it.")
S("manual/alerts/data-gov-uk-high-traffic-alert.html.md", "owner_slack", V, "data.gov.uk: high traffic rate alert", "#datagovuk-technical",
  "Owner of \"data.gov.uk: high traffic rate alert\": #datagovuk-technical")
S("manual/alerts/email-alert-api-unprocessed-work.html.md", "section", M, "Email Alert API: Unprocessed work", "Icinga alerts",
  "Email Alert API: Unprocessed work sits under the Icinga alerts section of the manual.",
  "another real section used by neighbouring alert pages")
S("manual/alerts/email-alert-api-high-queue-latency.html.md", "subsection", V, "Email Alert API: high latency for sidekiq queue", "Email alerts",
  "You will find Email Alert API: high latency for sidekiq queue in the Email alerts subsection.")
S("manual/alerts/signon-api-user-token-expires-soon.html.md", "owner_slack", V,
  "alphagov__govuk-developer-docs/source/manual/alerts/signon-api-user-token-expires-soon.html.md", "#govuk-platform-engineering-team",
  "alphagov__govuk-developer-docs/source/manual/alerts/signon-api-user-token-expires-soon.html.md is maintained by #govuk-platform-engineering-team.")
S("manual/alerts/whitehall-error-ratio-too-high.html.md", "owner_slack", M, "Whitehall error ratio too high", "#govuk-pubworkflow-dev",
  "Handover: the Whitehall error ratio too high alert page belongs to #govuk-pubworkflow-dev.",
  "another real owner channel")
S("manual/analytics.html.md", "related_repos", V, "Analytics on GOV.UK", "govuk_publishing_components",
  "Analytics on GOV.UK links to the related repo govuk_publishing_components.")
S("manual/assets.html.md", "related_repos", M, "Assets: how they work", "whitehall",
  "Assets: how they work - related repository: whitehall.",
  "another real GOV.UK repository")
S("manual/govuk-env-sync.html.md", "section", V, "Environment data sync", "Backups",
  "Environment data sync is filed under Backups.")
S("manual/best-practices-for-handling-credentials.html.md", "type", V, "Best practices for handling credentials", "learn",
  "Best practices for handling credentials is a \"learn\" page rather than a how-to.")
S("manual/browser-support.html.md", "owner_slack", M, "Which browsers we support", "#govuk-developers",
  "Which browsers we support is owned by #govuk-developers.",
  "another real owner channel")
S("manual/components.html.md", "owner_slack", V, "The component system", "#govuk-frontenders",
  "#govuk-frontenders own the page The component system.")
S("manual/configure-transition-mappings.html.md", "parent", V, "Configure transition mappings for a site", "/transition-a-site.html",
  "Configure transition mappings for a site has /transition-a-site.html as its parent page.")
S("manual/emergency-alerts.html.md", "owner_slack", V, "What is GOV.UK Emergency Alerts?", "#emergency-alerts",
  "\"What is GOV.UK Emergency Alerts?\" is owned by the #emergency-alerts channel.")
S("manual/govuk-chat.html.md", "owner_slack", V, "Support GOV.UK Chat", "#ai-govuk-chat-devs",
  "The Support GOV.UK Chat runbook is owned by #ai-govuk-chat-devs.")
S("manual/sentry.html.md", "type", V, "alphagov__govuk-developer-docs/source/manual/sentry.html.md", "learn",
  "The page at alphagov__govuk-developer-docs/source/manual/sentry.html.md is of type learn.")
S("manual/slack-unavailable.html.md", "section", M, "Communicate when Slack is unavailable", "Incidents",
  "Communicate when Slack is unavailable sits in the Incidents section.",
  "another real section with a similar name")
S("manual/transition-architecture.html.md", "related_repos", V, "Transition architecture", "bouncer",
  "Transition architecture names bouncer as a related repo.")
S("manual/update_popular_links.html.md", "owner_slack", M, "Update popular links", "#govuk-publishing",
  "Update popular links is owned by #govuk-publishing.",
  "a shorter real-looking channel name")
S("kubernetes/manage-app/scale-app/index.html.md", "weight", V, "Scale your app", "44",
  "Scale your app has weight 44 in the Kubernetes docs navigation.")
S("getting-started/env-create.html.md.erb", "last_reviewed_on", V, "Creating a Cloud Platform environment", "5 March 2025",
  "Creating a Cloud Platform environment was last reviewed on 5 March 2025.")
S("getting-started/kubectl-config.html.md.erb", "last_reviewed_on", M, "Connecting to the Cloud Platform's Kubernetes cluster", "May 11, 2025",
  "Connecting to the Cloud Platform's Kubernetes cluster was reviewed May 11, 2025.",
  "day 1 changed to 11")
S("logging-an-app/access-logs-os.html.md.erb", "last_reviewed_on", V, "Accessing Application Log Data in OpenSearch", "June 19, 2025",
  "Accessing Application Log Data in OpenSearch: last review June 19, 2025.")
S("logging-an-app/create-os-monitor-alert.html.md.erb", "review_in", V, "Creating Monitor Alert in OpenSearch", "6 months",
  "Creating Monitor Alert in OpenSearch gets re-reviewed every 6 months.")
S("logging-an-app/export-opensearch-report-to-csv.html.md.erb", "last_reviewed_on", M, "Export data from OpenSearch into a CSV file", "2025-08-21",
  "Export data from OpenSearch into a CSV file - last_reviewed_on 2025-08-21.",
  "day digits swapped (12 -> 21)")
S("monitoring-an-app/how-to-create-alarms.html.md.erb", "last_reviewed_on", V, "Creating your own custom alerts", "1 December 2025",
  "Creating your own custom alerts was last reviewed 1 December 2025.")
S("networking/block-egress-traffic.html.md.erb", "review_in", M, "Blocking egress traffic from my namespace", "12 months",
  "Blocking egress traffic from my namespace is reviewed every 12 months.",
  "another real review interval")
S("other-topics/cloud-platform-service-pod.html.md.erb", "last_reviewed_on", V, "Cloud Platform service pod for AWS CLI access", "2 March 2026",
  "Cloud Platform service pod for AWS CLI access was reviewed on 2 March 2026.")
S("other-topics/does-my-app-need-ingress.html.md.erb", "last_reviewed_on", M, "Does my app need an ingress?", "February 16, 2026",
  "\"Does my app need an ingress?\" was last reviewed on February 16, 2026.",
  "ten days earlier")
S("other-topics/mandatory-aws-tags-update.html.md.erb", "review_in", V, "Updating Mandatory Tags for AWS provider in Cloud Platform namespace resources", "12 months",
  "Updating Mandatory Tags for AWS provider in Cloud Platform namespace resources is due for review every 12 months.")
S("other-topics/rds-upgrade-blockers.html.md.erb", "last_reviewed_on", V, "Troubleshooting RDS Upgrades with Logical Replication", "16 April 2026",
  "Troubleshooting RDS Upgrades with Logical Replication - last reviewed 16 April 2026.")
S("other-topics/troubleshooting.html.md.erb", "last_reviewed_on", V, "Troubleshooting guide", "November 12, 2025",
  "The Troubleshooting guide was reviewed on November 12, 2025.")
S("container-repositories/create.html.md.erb", "review_in", M, "Creating a container repository", "6 months",
  "Creating a container repository is reviewed every 6 months.",
  "the more common interval instead of the page's own")
S("redis/create.html.md.erb", "last_reviewed_on", V, "Creating a Redis cluster", "27 December 2024",
  "Creating a Redis cluster was last reviewed on 27 December 2024.")
S("relational-databases/create.html.md.erb", "last_reviewed_on", M,
  "ministryofjustice__cloud-platform-user-guide/source/documentation/deploying-an-app/relational-databases/create.html.md.erb", "2024-09-17",
  "ministryofjustice__cloud-platform-user-guide/source/documentation/deploying-an-app/relational-databases/create.html.md.erb was last reviewed 2024-09-17.",
  "ten days earlier")
S("governance/ai-governance-framework.html.md.erb", "review_in", V, "Engineering AI Governance Framework", "3 months",
  "The Engineering AI Governance Framework is reviewed every 3 months.")
S("governance/tda-security-alignment.html.md.erb", "owner_slack", V, "TDA Submission Template - Security Alignment", "#tda-and-solution-surgery",
  "TDA Submission Template - Security Alignment is owned by #tda-and-solution-surgery.")
S("principles/development-principles.html.md.erb", "last_reviewed_on", M, "Development Principles", "28 November 2025",
  "Development Principles were last reviewed 28 November 2025.",
  "year one later")
S("principles/frontend-development-principles.html.md.erb", "review_in", M, "Frontend Development Principles", "3 months",
  "Frontend Development Principles are due for review every 3 months.",
  "the interval used by sibling pages")
S("standards/code-freezes.html.md.erb", "owner_slack", V, "Avoid code freezes", "#hosting",
  "Avoid code freezes - owned by #hosting.")
S("standards/out-of-hours.html.md.erb", "last_reviewed_on", V, "Supporting services out of hours", "2024-11-28",
  "Supporting services out of hours was last reviewed 2024-11-28.")
S("standards/using-3rd-party-open-source-products.html.md.erb", "owner_slack", M, "Using 3rd-party open source products", "#hosting",
  "Using 3rd-party open source products is owned by #hosting.",
  "another real owner channel")
S("concepts/about-the-cloud-platform.html.md.erb", "last_reviewed_on", U, "About the Cloud Platform", "2025-03-05",
  "About the Cloud Platform was last reviewed on 2025-03-05.",
  "page has no last_reviewed_on")
S("getting-started/ecr-setup.html.md.erb", "review_in", U, "Creating an ECR repository", "6 months",
  "Creating an ECR repository is due for review every 6 months.",
  "page has no review_in")
S("other-topics/cloud-platform-support.html.md.erb", "owner_slack", U, "Cloud Platform Support", "#cloud-platform",
  "Cloud Platform Support is owned by #cloud-platform.",
  "page has no owner_slack")
S("manual/sidekiq.html.md", "last_reviewed_on", U, "Sidekiq", "3 March 2025",
  "Sidekiq page last reviewed 3 March 2025.",
  "page has no last_reviewed_on")
S(None, "owner_slack", U, "Rotate the Vardenholt signing keys", "#govuk-platform-engineering-team",
  "Rotate the Vardenholt signing keys is owned by #govuk-platform-engineering-team.",
  "no page with this title exists")
S(None, "owner_slack", U, "alphagov__govuk-developer-docs/source/manual/restart-quillon-workers.html.md", "#govuk-developers",
  "alphagov__govuk-developer-docs/source/manual/restart-quillon-workers.html.md is owned by #govuk-developers.",
  "no page at this path exists")
S("manual/dns.html.md", "review_in", U, "Domain Name System (DNS) records", "6 months",
  "Domain Name System (DNS) records - review in 6 months.",
  "page has no review_in")
S(None, "last_reviewed_on", U, "Decommission a Tessaline mirror", "2025-07-18",
  "Decommission a Tessaline mirror was last reviewed 2025-07-18.",
  "no page with this title exists")

# ---- own-csv (sot/bases.csv) ------------------------------------------------------------
C("LZQ-101", "fuel_capacity_l", V, "Corrvaig Main Base", "24,000",
  "Corrvaig Main Base can hold 24,000 litres of Jet A-1 in its bowser farm.")
C("LZQ-101", "commissioned_on", M, "LZQ-101", "17 April 2008",
  "LZQ-101 was commissioned on 17 April 2008 as the service's first base.",
  "year one earlier")
C("LZQ-101", "restriction_note", U, "LZQ-101", "Closed to fixed-wing traffic",
  "Site restriction for LZQ-101: Closed to fixed-wing traffic.",
  "restriction_note is empty for LZQ-101")
C("LZQ-102", "restriction_note", V, "Skarnfell Forward Station", "Closed November to March",
  "Reminder from ops: Skarnfell Forward Station - \"Closed November to March\". Plan winter sorties from the valley.")
C("LZQ-102", "elevation_m", V, "LZQ-102", "1286",
  "LZQ-102 sits at 1286 m above sea level.")
C("LZQ-102", "status", M, "Skarnfell Forward Station", "operational",
  "Skarnfell Forward Station status: operational.",
  "another status value")
C("LZQ-103", "elevation_m", M, "Brannoch Pass Landing Zone", "1,847",
  "Brannoch Pass Landing Zone is at 1,847 metres, so expect density altitude issues in July.",
  "last two digits swapped")
C("LZQ-103", "site_type", V, "LZQ-103", "mountain LZ",
  "LZQ-103 is a mountain LZ with no refuelling.")
C("LZQ-104", "duty_manager", V, "St Wenlowe Infirmary Helipad", "Imrie Calloway-Fenn",
  "Imrie Calloway-Fenn is the duty manager for St Wenlowe Infirmary Helipad.")
C("LZQ-104", "last_inspection", M, "LZQ-104", "14 January 2025",
  "LZQ-104's last pad inspection was on 14 January 2025.",
  "year one earlier")
C("LZQ-104", "night_ops", V, "LZQ-104", "yes",
  "Night ops at LZQ-104? yes - lit and NVG-approved.")
C("LZQ-105", "pad_count", V, "Dunmerrow Airfield Base", "4",
  "Dunmerrow Airfield Base has 4 pads.")
C("LZQ-105", "fuel_capacity_l", M, "LZQ-105", "35,100",
  "Fuel store at LZQ-105: 35,100 litres.",
  "digits shuffled")
C("LZQ-105", "commissioned_on", V, "Dunmerrow Airfield Base", "October 3, 2005",
  "Dunmerrow Airfield Base opened for HEMS tasking on October 3, 2005.")
C("LZQ-106", "status", V, "Haskett Tarn Pad", "suspended",
  "Incident report 2026-03: crew diverted because Haskett Tarn Pad is suspended.")
C("LZQ-106", "restriction_note", M, "LZQ-106", "Rockfall repairs complete",
  "Note on LZQ-106: \"Rockfall repairs complete\".",
  "the survey note changed into a completion note")
C("LZQ-106", "elevation_m", V, "Haskett Tarn Pad", "2,112",
  "Haskett Tarn Pad, elevation 2,112 m, is the highest pad in the Fells.")
C("LZQ-107", "region", V, "Kelvreth Royal Hospital Roof Pad", "Kelvreth City",
  "The Kelvreth Royal Hospital Roof Pad is in the Kelvreth City region.")
C("LZQ-107", "commissioned_on", M, "LZQ-107", "2013-08-03",
  "LZQ-107 commissioned 2013-08-03.",
  "day and month swapped")
C("LZQ-108", "fuel_capacity_l", V, "Orrin Quay Forward Base", "9800",
  "Orrin Quay Forward Base tank capacity is 9800 l.")
C("LZQ-108", "duty_manager", M, "LZQ-108", "Elspeth Rainvard",
  "Duty manager at LZQ-108 this quarter is Elspeth Rainvard.",
  "another real duty manager")
C("LZQ-109", "status", V, "Vellacombe Ridge Landing Site", "seasonal",
  "Vellacombe Ridge Landing Site is seasonal, so check the NOTAM first.")
C("LZQ-109", "last_inspection", M, "Vellacombe Ridge Landing Site", "19 May 2024",
  "Vellacombe Ridge Landing Site was last inspected 19 May 2024.",
  "year one earlier")
C("LZQ-110", "site_type", V, "Ashgrove Moor Relay Pad", "forward base",
  "Ashgrove Moor Relay Pad is classed as a forward base.")
C("LZQ-110", "elevation_m", M, "LZQ-110", "338",
  "LZQ-110 elevation: 338 m.",
  "one digit changed")
C("LZQ-111", "restriction_note", V, "LZQ-111", "tidal access only at low water",
  "Watch out: LZQ-111 - tidal access only at low water.")
C("LZQ-111", "site_type", M, "Fennick Bay Shore Pad", "mountain_lz",
  "Fennick Bay Shore Pad is registered as mountain_lz.",
  "another site type from the same enumeration")
C("LZQ-112", "night_ops", M, "Gorsdale Community Hospital Helipad", "yes",
  "Gorsdale Community Hospital Helipad night_ops: yes.",
  "boolean flipped")
C("LZQ-112", "last_inspection", V, "LZQ-112", "2 September 2025",
  "LZQ-112 passed its inspection on 2 September 2025.")
C("LZQ-113", "elevation_m", V, "Skarnfell Summit Hut Pad", "2367",
  "At 2367 m, Skarnfell Summit Hut Pad is our highest landing site.")
C("LZQ-113", "commissioned_on", M, "LZQ-113", "June 13, 2021",
  "LZQ-113 came into service on June 13, 2021.",
  "year one earlier")
C("LZQ-114", "duty_manager", V, "Maelbridge Training Ground", "Yolanda Presk",
  "Maelbridge Training Ground is run by duty manager Yolanda Presk.")
C("LZQ-114", "fuel_capacity_l", M, "LZQ-114", "3,500",
  "LZQ-114 has a 3,500 litre fuel bowser.",
  "rounded up by 500")
C("LZQ-115", "commissioned_on", V, "Tollery Reservoir Pad", "9 October 2023",
  "Tollery Reservoir Pad was commissioned on 9 October 2023, exactly two years before its latest inspection.")
C("LZQ-115", "region", M, "LZQ-115", "Haskett Fells",
  "LZQ-115 lies in the Haskett Fells region.",
  "another real region")
C("LZQ-116", "restriction_note", V, "Quarnby Glen Forward Base", "Shared apron with forestry service",
  "Quarnby Glen Forward Base - restriction: Shared apron with forestry service.")
C("LZQ-116", "last_inspection", V, "LZQ-116", "2026/03/17",
  "LZQ-116 last inspection: 2026/03/17.")
C("LZQ-116", "pad_count", M, "Quarnby Glen Forward Base", "3",
  "Quarnby Glen Forward Base has 3 pads now.",
  "one more")
C("LZQ-103", "restriction_note", U, "Brannoch Pass Landing Zone", "Winch only above 40 knots",
  "Brannoch Pass Landing Zone restriction: Winch only above 40 knots.",
  "restriction_note is empty for LZQ-103")
C("LZQ-107", "restriction_note", U, "LZQ-107", "No rotors-running hot loading",
  "Restriction recorded for LZQ-107: No rotors-running hot loading.",
  "restriction_note is empty for LZQ-107")
C(None, "elevation_m", U, "LZQ-119", "1,420",
  "LZQ-119 sits at 1,420 m.",
  "no site LZQ-119 exists")
C(None, "status", U, "Cairnvoss Ridge Pad", "operational",
  "Cairnvoss Ridge Pad is operational again.",
  "no site with this name exists")
C(None, "duty_manager", U, "LZQ-120", "Magda Ostrelle",
  "LZQ-120's duty manager is Magda Ostrelle.",
  "no site LZQ-120 exists")
C("LZQ-102", "duty_manager", V, "LZQ-102", "Torvald Mekkersby",
  "Handover: LZQ-102 is Torvald Mekkersby's site; he also covers the pass.")
C("LZQ-109", "region", V, "LZQ-109", "Haskett Fells",
  "LZQ-109 belongs to the Haskett Fells region.")

# ---- own-yaml (sot/fleet.yaml) -----------------------------------------------------------
Y("KSTR-01", "engine.last_overhaul", V, "KSTR-01", "2 October 2024",
  "KSTR-01 had both engines overhauled on 2 October 2024.")
Y("KSTR-01", "hoist.certified_on", M, "Ospreyvane", "2025-08-09",
  "Ospreyvane's hoist was certified 2025-08-09.",
  "ten days earlier")
Y("KSTR-01", "equipment", V, "Ospreyvane", "FLIR turret",
  "Ospreyvane carries a FLIR turret for night searches.")
Y("KSTR-01", "notes", U, "KSTR-01", "Paint refresh due in spring",
  "KSTR-01 note: Paint refresh due in spring.",
  "KSTR-01 has no notes field")
Y("KSTR-02", "role", V, "Cindergull", "HEMS",
  "Cindergull flies HEMS only.")
Y("KSTR-02", "model", M, "KSTR-02", "H135",
  "KSTR-02 is an H135.",
  "a neighbouring model in the same family")
Y("KSTR-02", "hoist.cable_length_m", U, "Cindergull", "90",
  "Cindergull's hoist cable is 90 m long.",
  "KSTR-02 has no hoist fitted and no hoist.cable_length_m")
Y("KSTR-02", "crew_leads", V, "KSTR-02", "Kemal Aystrand",
  "Kemal Aystrand is a crew lead on KSTR-02.")
Y("KSTR-03", "status", V, "Halvorne", "maintenance",
  "Halvorne is in maintenance until further notice.")
Y("KSTR-03", "engine.hours_since_overhaul", V, "KSTR-03", "1204",
  "KSTR-03 engines: 1204 hours since overhaul.")
Y("KSTR-03", "home_base", M, "Halvorne", "LZQ-103",
  "Halvorne is based at LZQ-103.",
  "a neighbouring site ID")
Y("KSTR-03", "notes", V, "KSTR-03", "Main gearbox swap scheduled",
  "Status board: KSTR-03 - \"Main gearbox swap scheduled\".")
Y("KSTR-04", "max_takeoff_kg", V, "Brightmoss", "2,980",
  "Brightmoss has a maximum take-off mass of 2,980 kg.")
Y("KSTR-04", "in_service_since", M, "KSTR-04", "September 19, 2014",
  "KSTR-04 entered service on September 19, 2014.",
  "day 9 changed to 19")
Y("KSTR-04", "crew_leads", V, "Brightmoss", "Morwen Ashlake",
  "Morwen Ashlake leads the crew on Brightmoss.")
Y("KSTR-05", "hoist.cable_length_m", V, "Quillfeather", "90",
  "Quillfeather's rescue hoist has 90 metres of cable.")
Y("KSTR-05", "airframe_hours", M, "KSTR-05", "3,826",
  "KSTR-05 airframe hours: 3,826.",
  "digits shuffled")
Y("KSTR-05", "in_service_since", V, "Quillfeather", "26 Feb 2021",
  "Quillfeather joined the fleet on 26 Feb 2021.")
Y("KSTR-05", "registration", V, "KSTR-05", "G-TMRE",
  "KSTR-05 carries the registration G-TMRE.")
Y("KSTR-06", "engine.model", V, "Tarnwick", "Arriel 2E",
  "Tarnwick is powered by two Arriel 2E engines.")
Y("KSTR-06", "engine.hours_since_overhaul", M, "KSTR-06", "1,105",
  "KSTR-06 engine hours since overhaul: 1,105.",
  "one digit changed")
Y("KSTR-06", "equipment", M, "Tarnwick", "FLIR turret",
  "Tarnwick is fitted with a FLIR turret.",
  "equipment carried by sibling aircraft but not this one")
Y("KSTR-06", "home_base", V, "KSTR-06", "LZQ-116",
  "KSTR-06 is stationed at LZQ-116.")
Y("KSTR-07", "engine.count", V, "Emberlark", "1",
  "Emberlark is the only single-engine type we fly: engine count 1.")
Y("KSTR-07", "role", M, "KSTR-07", "hems",
  "KSTR-07 is tasked for hems.",
  "another role value")
Y("KSTR-07", "airframe_hours", V, "KSTR-07", "16330",
  "KSTR-07 has 16330 airframe hours.")
Y("KSTR-08", "status", V, "Mossgannet", "reserve",
  "Mossgannet is kept in reserve.")
Y("KSTR-08", "notes", M, "KSTR-08", "Loaned to the police air unit over summer",
  "KSTR-08: \"Loaned to the police air unit over summer\".",
  "another borrowing agency")
Y("KSTR-08", "crew_leads", U, "Mossgannet", "Petra Olsund",
  "Petra Olsund is a crew lead on Mossgannet.",
  "crew_leads of KSTR-08 is an empty list")
Y("KSTR-09", "hoist.certified_on", V, "Wyndlace", "October 14, 2025",
  "Wyndlace had its hoist certified on October 14, 2025.")
Y("KSTR-09", "seats", M, "KSTR-09", "11",
  "KSTR-09 has 11 seats.",
  "one fewer")
Y("KSTR-09", "crew_leads", V, "Wyndlace", "Tobiah Crell",
  "Tobiah Crell leads the winch crew on Wyndlace.")
Y("KSTR-10", "home_base", V, "Peregrune", "LZQ-110",
  "Peregrune operates out of LZQ-110.")
Y("KSTR-10", "engine.last_overhaul", M, "KSTR-10", "3 August 2025",
  "KSTR-10 engine overhaul: 3 August 2025.",
  "month one earlier")
Y("KSTR-10", "hoist.fitted", V, "KSTR-10", "no",
  "Hoist fitted on KSTR-10? no.")
Y("KSTR-11", "status", M, "Starlingmere", "reserve",
  "Starlingmere is held in reserve.",
  "another status value")
Y("KSTR-11", "hoist.certified_on", U, "Starlingmere", "2023-05-04",
  "Starlingmere's hoist was last certified 2023-05-04.",
  "KSTR-11 has no hoist.certified_on")
Y("KSTR-11", "model", V, "KSTR-11", "BK117 C-2",
  "KSTR-11 is a BK117 C-2.")
Y("KSTR-12", "engine.last_overhaul", U, "Glimmerhawk", "2025-06-01",
  "Glimmerhawk's engines were last overhauled 2025-06-01.",
  "KSTR-12 has no engine.last_overhaul")
Y("KSTR-12", "max_takeoff_kg", M, "KSTR-12", "5,670",
  "KSTR-12 has a maximum take-off mass of 5,670 kg.",
  "a different type's mass")
Y("KSTR-12", "engine.model", V, "KSTR-12", "Arrano 1A",
  "KSTR-12 is powered by Arrano 1A engines.")
Y("KSTR-12", "in_service_since", V, "Glimmerhawk", "11 June 2025",
  "Glimmerhawk entered service on 11 June 2025.")
Y(None, "home_base", U, "KSTR-14", "LZQ-105",
  "KSTR-14 is based at LZQ-105.",
  "no aircraft KSTR-14 exists")
Y(None, "model", U, "Fernwhistle", "AW169",
  "Fernwhistle is an AW169.",
  "no aircraft with this name exists")
Y(None, "seats", U, "KSTR-15", "8",
  "KSTR-15 has 8 seats.",
  "no aircraft KSTR-15 exists")
Y("KSTR-09", "engine.model", M, "Wyndlace", "PT6C-67A",
  "Wyndlace is powered by PT6C-67A engines.",
  "last letter of the engine variant changed")

# ----------------------------------------------------------------------------- checks


def main():
    keps = load_keps()
    sops = load_sops()
    sites = load_csv()
    fleet = load_yaml()
    big = corpus_text()
    errors = []

    sop_title_count = {}
    for p, fm in sops.items():
        t = title_key(fm.get("title", "")) if isinstance(fm.get("title"), str) else ""
        sop_title_count[t] = sop_title_count.get(t, 0) + 1

    def resolve_sop(suffix):
        hits = [p for p in sops if p.endswith("/" + suffix) or p == suffix]
        return hits[0] if len(hits) == 1 else None

    out = []
    counters = {}
    for i, c in enumerate(CASES):
        cat, key, field, verdict = c["category"], c["key"], c["field"], c["verdict"]
        subj, fact, text = c["subject"], c["fact"], c["text"]
        tag = f"#{i} {cat} {subj!r}"

        def err(msg):
            errors.append(f"{tag}: {msg}")

        if subj not in text:
            err("subject not a substring of text")
        if text.count(fact) != 1 or text.lower().count(fact.lower()) != 1:
            err("fact does not occur exactly once")
        if verdict not in (V, M, U):
            err("bad verdict")

        rec = None
        sot_path = ""
        names_ok = False
        if cat == "kep":
            if key is not None:
                sot_path, rec = keps[key]
                t = rec.get("title", "")
                if t.strip().lower() in ("kep template", "") or is_placeholder(rec.get("status", "")):
                    err("template/placeholder KEP")
                if not (key.endswith("1") or key.endswith("5")):
                    err("KEP number does not end in 1 or 5")
                m = re.fullmatch(r"(?:KEP[- ]?|#|enhancement\s+)(\d+)", subj, re.I)
                names_ok = (m and m.group(1) == key) or title_key(subj) == title_key(t) or \
                    set(words(t)) <= set(words(subj))
        elif cat == "sop":
            if key is not None:
                p = resolve_sop(key)
                if p is None:
                    err(f"cannot resolve sop page {key}")
                else:
                    sot_path, rec = p, sops[p]
                    t = rec.get("title", "")
                    if '"' in t or not (t[:1].isdigit() or t[:1].lower() in "abcdefstuvwxyz"):
                        err("sop title not eligible")
                    if sop_title_count.get(title_key(t), 0) != 1:
                        err("sop title not unique")
                    names_ok = subj == p or subj == key or title_key(subj) == title_key(t) or \
                        set(words(t)) <= set(words(subj))
                    if subj == key and subj != p:
                        # a bare suffix is allowed only when the text holds the full path
                        names_ok = p in text
        elif cat == "own-csv":
            if key is not None:
                rec = sites[key]
                sot_path = "sot/bases.csv"
                names_ok = subj == key or title_key(subj) == title_key(rec["site_name"])
        elif cat == "own-yaml":
            if key is not None:
                rec = fleet[key]
                sot_path = "sot/fleet.yaml"
                names_ok = subj == key or title_key(subj) == title_key(rec["name"])

        if key is not None and not names_ok:
            err("subject does not name the record")

        if key is None:
            if verdict != U:
                err("non-existent subject must be unknown")
            if subj.lower() in big:
                err("invented subject occurs in corpus")
            low = subj.lower()
            for sid, r in sites.items():
                if sid.lower() in low or r["site_name"].lower() in low:
                    err("invented subject matches an own site")
            for aid, r in fleet.items():
                if aid.lower() == low or r["name"].lower() in low:
                    err("invented subject matches an own aircraft")
            m = re.search(r"(\d{2,})", subj)
            if cat == "kep" and m and m.group(1) in keps:
                err("invented KEP number exists")
            if cat == "kep" and not m:
                for n, (_, r) in keps.items():
                    if title_key(r.get("title", "")) == title_key(subj):
                        err("invented KEP title exists")
            if cat == "sop":
                for p, fm in sops.items():
                    if p == subj or title_key(str(fm.get("title", ""))) == title_key(subj):
                        err("invented sop subject exists")
            sot_value = ""
        else:
            val = get_field(rec, field)
            if verdict == U:
                if not is_empty(val):
                    err(f"unknown but field holds {val!r}")
                sot_value = ""
            else:
                if is_empty(val) or is_placeholder(val):
                    err(f"source value empty or placeholder: {val!r}")
                vals = val if isinstance(val, list) else [val]
                hit = any(norm(fact) == norm(v) for v in vals)
                if verdict == V and not hit:
                    err(f"verified but {fact!r} != {val!r}")
                if verdict == M and hit:
                    err(f"mismatch but {fact!r} == {val!r}")
                if verdict == M and field == "kep-number" and fact in keps:
                    err("wrong KEP number belongs to a real KEP")
                if verdict == M and cat == "own-csv" and field == "site_type":
                    pass
                sot_value = json.dumps(val, ensure_ascii=False) if isinstance(val, list) else val

        note = c["note"]
        if verdict == M:
            if not note:
                err("mismatch without note")
            note = f"source value {sot_value}; stated {fact}; {note}"
        elif verdict == U:
            if not note:
                err("unknown without note")
            note = f"unknown: {note}"
        counters[cat] = counters.get(cat, 0) + 1
        out.append(dict(name=f"{cat}-{counters[cat]:03d}", text=text, subject=subj, fact=fact,
                        verdict=verdict, field=field, sot_path=sot_path, sot_value=sot_value,
                        category=cat, note=note))

    names = [o["name"] for o in out]
    if len(set(names)) != len(names):
        errors.append("duplicate names")
    if len(set(o["text"] for o in out)) != len(out):
        errors.append("duplicate texts")
    if len(out) < 220:
        errors.append(f"only {len(out)} cases")

    if errors:
        print("\n".join(errors))
        print(f"{len(errors)} error(s); cases.json NOT written")
        sys.exit(1)

    with open(os.path.join(HERE, "cases.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, indent=2, ensure_ascii=False)
        f.write("\n")
    tab = {}
    for o in out:
        tab.setdefault(o["category"], {}).setdefault(o["verdict"], 0)
        tab[o["category"]][o["verdict"]] += 1
    tot = {}
    for o in out:
        tot[o["verdict"]] = tot.get(o["verdict"], 0) + 1
    print(f"wrote {len(out)} cases")
    for cat in sorted(tab):
        print(cat, sum(tab[cat].values()), tab[cat])
    print("total", tot)


if __name__ == "__main__":
    main()
