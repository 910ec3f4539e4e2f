#!/usr/bin/env python3
"""Builds cases.json from the case specs below, reading every sot_value from
the SoT files themselves and checking fact/subject/verdict consistency."""
import csv, datetime, glob, json, os, re, sys, collections
import yaml

KEP_ROOT = "/work/shared/corpora/structured/kubernetes__enhancements"
SOP_ROOT = "/work/shared/corpora/sop"
OWN_ROOT = "/work/blind/verify-c/sot"
HERE = "/work/blind/verify-c"

# ---------------------------------------------------------------- SoT loading
def flat(d, prefix=""):
    out = {}
    for k, v in d.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict):
            out.update(flat(v, key + "."))
        else:
            out[key] = v
    return out

def sval(v):
    if v is None:
        return ""
    if isinstance(v, list):
        return ", ".join(str(x) for x in v)
    if isinstance(v, (datetime.date, datetime.datetime)):
        return v.isoformat()
    return str(v)

KEPS = {}
for p in glob.glob(f"{KEP_ROOT}/keps/*/*/kep.yaml"):
    try:
        d = yaml.safe_load(open(p))
    except Exception:
        continue
    KEPS[str(d["kep-number"])] = (os.path.relpath(p, KEP_ROOT), flat(d))

SOPS = {}
for root, _, files in os.walk(SOP_ROOT):
    for f in files:
        p = os.path.join(root, f)
        t = open(p, errors="replace").read()
        if not t.startswith("---"):
            continue
        end = t.find("\n---", 3)
        try:
            fm = yaml.safe_load(t[3:end])
        except Exception:
            continue
        if isinstance(fm, dict):
            SOPS[os.path.relpath(p, SOP_ROOT)] = flat(fm)

OWN = {}
for row in csv.DictReader(open(f"{OWN_ROOT}/research_services.csv")):
    OWN[row["service_id"]] = ("research_services.csv", row)
for rec in yaml.safe_load(open(f"{OWN_ROOT}/research_projects.yaml")):
    OWN[rec["project_id"]] = ("research_projects.yaml", flat(rec))

def lookup(cat, key):
    if cat == "kep":
        path, rec = KEPS[key]
    elif cat == "sop":
        path, rec = key, SOPS[key]
    else:
        path, rec = OWN[key]
    return path, rec

# ---------------------------------------------------------------- normaliser
MONTHS = {m: i for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1)}

def as_date(s):
    s = s.strip().strip("'\"").lower().replace(",", " ")
    s = re.sub(r"(\d)(st|nd|rd|th)\b", r"\1", s)
    m = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})", s)
    if m:
        return "%s-%s-%s" % m.groups()
    toks = s.split()
    if len(toks) == 3 and toks[0].isdigit() and toks[1][:3] in MONTHS:
        return "%s-%02d-%02d" % (toks[2], MONTHS[toks[1][:3]], int(toks[0]))
    if len(toks) == 3 and toks[1].isdigit() and toks[0][:3] in MONTHS:
        return "%s-%02d-%02d" % (toks[2], MONTHS[toks[0][:3]], int(toks[1]))
    if len(toks) == 2 and toks[0][:3] in MONTHS and toks[1].isdigit():
        return "%s-%02d" % (toks[1], MONTHS[toks[0][:3]])
    return None

def norm(s):
    s = str(s).strip().strip("'\"").lower()
    s = re.sub(r"\s+", "-", s)
    s = re.sub(r"^kubernetes-", "", s)
    s = re.sub(r"^v(?=\d)", "", s)
    return s

def equal(fact, sot):
    fd, sd = as_date(fact), as_date(sot)
    if fd and sd:
        return sd.startswith(fd)
    if "," in sot and not re.search(r"\d", sot):  # list field
        return norm(fact) in [norm(x) for x in sot.split(",")]
    return norm(fact) == norm(sot)

# ---------------------------------------------------------------- case specs
# (category, name, text, subject, fact, verdict, field, key, note)
# key: KEP number / SOP path relative to SOP_ROOT / own record id; None = subject in no source.
V, M, U = "verified", "mismatch", "unknown"
GOV = "alphagov__govuk-developer-docs/source/manual/"
CP = "ministryofjustice__cloud-platform-user-guide/source/documentation/"
TG = "ministryofjustice__technical-guidance/source/documentation/"

C = [
# ------------------------------------------------------------- KEP corpus
("kep", "kep-3329-stable-ga", "KEP-3329 went GA in v1.31, so we can drop the feature-gate workaround in the batch controller.", "KEP-3329", "v1.31", V, "milestone.stable", "3329", ""),
("kep", "kep-3329-owner", "Heads-up: enhancement 3329 is owned by sig-apps, so route the Job failure-policy questions there.", "enhancement 3329", "sig-apps", V, "owning-sig", "3329", ""),
("kep", "kep-3329-beta-wrong", "Retriable and non-retriable Pod failures for Jobs was promoted to beta in 1.27, if I remember the release notes right.", "Retriable and non-retriable Pod failures for Jobs", "1.27", M, "milestone.beta", "3329", "beta milestone v1.26 shifted to 1.27"),
("kep", "kep-2879-created", "KEP 2879 was created on 2021-08-19 to track ready Pods in Job status.", "KEP 2879", "2021-08-19", V, "creation-date", "2879", ""),
("kep", "kep-2879-stable-wrong", "Track ready Pods in Job status reached stable in Kubernetes 1.30.", "Track ready Pods in Job status", "Kubernetes 1.30", M, "milestone.stable", "2879", "stable v1.29 shifted to 1.30"),
("kep", "kep-2879-status", "For the record, the status of k/enhancements#2879 is implemented.", "k/enhancements#2879", "implemented", V, "status", "2879", ""),
("kep", "kep-1693-beta", "Warning mechanism for use of deprecated APIs was promoted to beta in v1.19.", "Warning mechanism for use of deprecated APIs", "v1.19", V, "milestone.beta", "1693", ""),
("kep", "kep-1693-owner-wrong", "KEP-1693 belongs to sig-node; they drove the deprecation warnings work.", "KEP-1693", "sig-node", M, "owning-sig", "1693", "owning SIG replaced by another real SIG"),
("kep", "kep-1693-created", "The deprecated-API warnings proposal, KEP 1693, was proposed on April 16, 2020.", "KEP 1693", "April 16, 2020", V, "creation-date", "1693", ""),
("kep", "kep-2896-alpha", "OpenAPI V3 first landed as alpha in v1.23.", "OpenAPI V3", "v1.23", V, "milestone.alpha", "2896", ""),
("kep", "kep-2896-stable-wrong", "KEP-2896 graduated to GA in v1.26, which is why kubectl explain switched over.", "KEP-2896", "v1.26", M, "milestone.stable", "2896", "stable v1.27 shifted to v1.26"),
("kep", "kep-2896-number-wrong", "OpenAPI V3 (KEP-2869) is the enhancement we need for the client generator.", "OpenAPI V3", "2869", M, "kep-number", "2896", "title given with transposed KEP number"),
("kep", "kep-3716-participating", "Admission Webhook Match Conditions also lists sig-auth as a participating SIG.", "Admission Webhook Match Conditions", "sig-auth", V, "participating-sigs", "3716", ""),
("kep", "kep-3716-beta", "KEP-3716 was promoted to beta in Kubernetes 1.28.", "KEP-3716", "Kubernetes 1.28", V, "milestone.beta", "3716", ""),
("kep", "kep-3716-created-wrong", "enhancement 3716 was created on 2023-01-19 after the webhook working session.", "enhancement 3716", "2023-01-19", M, "creation-date", "3716", "creation date 2023-01-09 moved by ten days"),
("kep", "kep-5366-stage", "Graceful Leader Transition is at stage beta for this release.", "Graceful Leader Transition", "beta", V, "stage", "5366", ""),
("kep", "kep-5366-latest-wrong", "KEP 5366's latest milestone is v1.36.", "KEP 5366", "v1.36", M, "latest-milestone", "5366", "latest milestone v1.37 shifted to v1.36"),
("kep", "kep-5793-alpha", "Manifest Based Admission Control Config shipped as alpha in v1.36.", "Manifest Based Admission Control Config", "v1.36", V, "milestone.alpha", "5793", ""),
("kep", "kep-5793-created", "KEP-5793 was created on 15 January 2026.", "KEP-5793", "15 January 2026", V, "creation-date", "5793", ""),
("kep", "kep-5866-status-wrong", "Server-side Sharded List and Watch is already marked implemented in the tracking sheet.", "Server-side Sharded List and Watch", "implemented", M, "status", "5866", "status implementable changed to implemented"),
("kep", "kep-5866-latest", "KEP-5866 has v1.36 as its latest milestone.", "KEP-5866", "v1.36", V, "latest-milestone", "5866", ""),
("kep", "kep-2339-lastupdated", "The StorageVersion API for HA API servers KEP was last updated on 2022-10-05.", "StorageVersion API for HA API servers", "2022-10-05", V, "last-updated", "2339", ""),
("kep", "kep-2339-alpha-wrong", "KEP-2339 went alpha in v1.21.", "KEP-2339", "v1.21", M, "milestone.alpha", "2339", "alpha v1.20 shifted to v1.21"),
("kep", "kep-2339-owner", "sig-api-machinery, which owns KEP-2339, asked for another round of review.", "KEP-2339", "sig-api-machinery", V, "owning-sig", "2339", ""),
("kep", "kep-2579-stable", "PSP Replacement Policy reached stable in v1.25.", "PSP Replacement Policy", "v1.25", V, "milestone.stable", "2579", ""),
("kep", "kep-2579-owner-wrong", "KEP 2579 is maintained by sig-apps.", "KEP 2579", "sig-apps", M, "owning-sig", "2579", "owning SIG sig-auth replaced by sig-apps"),
("kep", "kep-2579-created", "KEP-2579 was created on March 19th, 2021.", "KEP-2579", "March 19th, 2021", V, "creation-date", "2579", ""),
("kep", "kep-2579-number-wrong", "PSP Replacement Policy (KEP-2597) is what Pod Security Admission came out of.", "PSP Replacement Policy", "2597", M, "kep-number", "2579", "title given with transposed KEP number"),
("kep", "kep-4633-beta", "Only allow anonymous auth for configured endpoints moved to beta in v1.32.", "Only allow anonymous auth for configured endpoints", "v1.32", V, "milestone.beta", "4633", ""),
("kep", "kep-4633-stable-wrong", "KEP-4633 went GA in 1.33.", "KEP-4633", "1.33", M, "milestone.stable", "4633", "stable v1.34 shifted to 1.33"),
("kep", "kep-4633-created-month", "k/enhancements#4633 was created in May 2024.", "k/enhancements#4633", "May 2024", V, "creation-date", "4633", "month-only date; SoT 2024-05-13"),
("kep", "kep-4193-latest", "KEP-4193 (bound service account token improvements) lists v1.33 as its latest milestone.", "KEP-4193", "v1.33", V, "latest-milestone", "4193", ""),
("kep", "kep-4193-stable-wrong", "Bound service account token improvements went GA in v1.33.", "Bound service account token improvements", "v1.33", M, "milestone.stable", "4193", "stable v1.32 shifted to v1.33 (title in other case)"),
("kep", "kep-3466-stable", "Kubernetes Component Health SLIs graduated to stable in v1.29.", "Kubernetes Component Health SLIs", "v1.29", V, "milestone.stable", "3466", ""),
("kep", "kep-3466-owner", "KEP-3466 is owned by SIG Instrumentation.", "KEP-3466", "SIG Instrumentation", V, "owning-sig", "3466", ""),
("kep", "kep-3466-alpha-wrong", "KEP 3466 introduced the SLI endpoints as alpha in 1.25.", "KEP 3466", "1.25", M, "milestone.alpha", "3466", "alpha v1.26 shifted to 1.25"),
("kep", "kep-1669-lastupdated-wrong", "Proxy Terminating Endpoints was last modified on 2023-05-14.", "Proxy Terminating Endpoints", "2023-05-14", M, "last-updated", "1669", "last-updated 2023-05-04 moved by ten days"),
("kep", "kep-1669-beta", "KEP-1669 was promoted to beta in v1.26.", "KEP-1669", "v1.26", V, "milestone.beta", "1669", ""),
("kep", "kep-1669-owner", "The team behind KEP-1669 is sig-network.", "KEP-1669", "sig-network", V, "owning-sig", "1669", ""),
("kep", "kep-2079-alpha", "enhancement 2079 (port ranges in NetworkPolicy) went alpha in v1.21.", "enhancement 2079", "v1.21", V, "milestone.alpha", "2079", ""),
("kep", "kep-2079-stable-wrong", "Allow a Network Policy to contemplate a set of ports in a single rule reached GA in v1.26.", "Allow a Network Policy to contemplate a set of ports in a single rule", "v1.26", M, "milestone.stable", "2079", "stable v1.25 shifted to v1.26"),
("kep", "kep-5343-status", "KEP-5343, Make nftables the default kube-proxy backend, is still provisional.", "KEP-5343", "provisional", V, "status", "5343", ""),
("kep", "kep-5343-created-wrong", "Make nftables the default kube-proxy backend was proposed on 2025-05-20.", "Make nftables the default kube-proxy backend", "2025-05-20", M, "creation-date", "5343", "creation date 2025-05-26 moved by six days"),
("kep", "kep-5343-alpha", "The nftables-by-default KEP (KEP 5343) targets alpha in v1.37.", "KEP 5343", "v1.37", V, "milestone.alpha", "5343", ""),
("kep", "kep-2943-status", "KEP-2943 has status withdrawn, so please don't build on the NetworkPolicy status field.", "KEP-2943", "withdrawn", V, "status", "2943", ""),
("kep", "kep-2943-owner-wrong", "Network Policy status subresource is owned by sig-auth.", "Network Policy status subresource", "sig-auth", M, "owning-sig", "2943", "owning SIG sig-network replaced by sig-auth"),
("kep", "kep-1539-stable", "HugePages (KEP-1539) went GA in Kubernetes 1.22.", "HugePages", "Kubernetes 1.22", V, "milestone.stable", "1539", ""),
("kep", "kep-1539-created", "KEP-1539 was created on 29 January 2019.", "KEP-1539", "29 January 2019", V, "creation-date", "1539", ""),
("kep", "kep-1539-beta-wrong", "KEP 1539 was promoted to beta in v1.18.", "KEP 1539", "v1.18", M, "milestone.beta", "1539", "beta v1.19 replaced by the alpha release v1.18"),
("kep", "kep-1769-lastupdated", "Memory Manager was last updated on November 10, 2024.", "Memory Manager", "November 10, 2024", V, "last-updated", "1769", ""),
("kep", "kep-1769-number-wrong", "See Memory Manager (KEP-1796) for the NUMA alignment design.", "Memory Manager", "1796", M, "kep-number", "1769", "title given with transposed KEP number"),
("kep", "kep-1769-stable", "KEP-1769 reached stable in v1.32.", "KEP-1769", "v1.32", V, "milestone.stable", "1769", ""),
("kep", "kep-2033-stage", "KEP 2033 (Rootless mode) is in stage beta.", "KEP 2033", "beta", V, "stage", "2033", ""),
("kep", "kep-2033-alpha-wrong", "Rootless mode first went alpha in v1.21.", "Rootless mode", "v1.21", M, "milestone.alpha", "2033", "alpha v1.22 shifted to v1.21"),
("kep", "kep-2053-stable", "Downward API HugePages was promoted to GA in 1.27.", "Downward API HugePages", "1.27", V, "milestone.stable", "2053", ""),
("kep", "kep-2053-created-wrong", "KEP-2053 was created on June 8, 2020.", "KEP-2053", "June 8, 2020", M, "creation-date", "2053", "creation date 2020-06-18 moved by ten days"),
("kep", "kep-2133-participating", "KEP-2133 (Kubelet Credential Providers) lists sig-cloud-provider as a participating SIG.", "KEP-2133", "sig-cloud-provider", V, "participating-sigs", "2133", ""),
("kep", "kep-2133-beta-wrong", "Kubelet Credential Providers went beta in v1.23.", "Kubelet Credential Providers", "v1.23", M, "milestone.beta", "2133", "beta v1.24 shifted to v1.23"),
("kep", "kep-2133-stable-lower", "kubelet credential providers reached stable in v1.26, so the in-tree cloud credential code can go.", "kubelet credential providers", "v1.26", V, "milestone.stable", "2133", "title in lower case"),
("kep", "kep-2403-beta", "KEP-2403, which adds allocatable resources to the pod resources endpoint, was promoted to beta in v1.23.", "KEP-2403", "v1.23", V, "milestone.beta", "2403", ""),
("kep", "kep-2403-lastupdated-wrong", "KEP 2403 was last revised on 2023-07-06.", "KEP 2403", "2023-07-06", M, "last-updated", "2403", "last-updated 2023-06-06 moved by a month"),
("kep", "kep-2413-beta", "Seccomp by default went beta in v1.25.", "Seccomp by default", "v1.25", V, "milestone.beta", "2413", ""),
("kep", "kep-2413-stable-wrong", "KEP-2413 graduated to stable in Kubernetes 1.28.", "KEP-2413", "Kubernetes 1.28", M, "milestone.stable", "2413", "stable v1.27 shifted to 1.28"),
("kep", "kep-2413-number-wrong", "Seccomp by default (KEP-2143) is why our pods started failing with the RuntimeDefault profile.", "Seccomp by default", "2143", M, "kep-number", "2413", "title given with transposed KEP number"),
("kep", "kep-3573-alpha", "Device Plugins (KEP-3573) were originally alpha in v1.8.", "KEP-3573", "v1.8", V, "milestone.alpha", "3573", ""),
("kep", "kep-3573-created", "KEP-3573 was created on 2022-10-02.", "KEP-3573", "2022-10-02", V, "creation-date", "3573", ""),
("kep", "kep-4216-owner", "Image pull per runtime class is looked after by sig-node.", "Image pull per runtime class", "sig-node", V, "owning-sig", "4216", ""),
("kep", "kep-4216-created-wrong", "KEP-4216 was created on 2023-09-05.", "KEP-4216", "2023-09-05", M, "creation-date", "4216", "creation date 2023-09-15 moved by ten days"),
("kep", "kep-4369-stable-quoted", "\"Allow special characters environment variable\" went GA in v1.34.", "Allow special characters environment variable", "v1.34", V, "milestone.stable", "4369", "title in quotes"),
("kep", "kep-4369-beta-wrong", "KEP-4369 was promoted to beta in v1.31.", "KEP-4369", "v1.31", M, "milestone.beta", "4369", "beta v1.32 shifted to v1.31"),
("kep", "kep-4563-status", "KEP-4563 (EvictionRequest API) is implementable.", "KEP-4563", "implementable", V, "status", "4563", ""),
("kep", "kep-4563-latest-wrong", "The EvictionRequest API KEP has v1.36 as its latest milestone.", "EvictionRequest API", "v1.36", M, "latest-milestone", "4563", "latest milestone v1.37 shifted to v1.36"),
("kep", "kep-4569-stable", "Move cgroup v1 in maintenance mode reached stable in v1.31.", "Move cgroup v1 in maintenance mode", "v1.31", V, "milestone.stable", "4569", ""),
("kep", "kep-5419-alpha", "In-Place Pod-Level Resources Resize landed as alpha in 1.35.", "In-Place Pod-Level Resources Resize", "1.35", V, "milestone.alpha", "5419", ""),
("kep", "kep-5573-beta-wrong", "KEP-5573 (Remove cgroup v1 support) targets beta in v1.36.", "KEP-5573", "v1.36", M, "milestone.beta", "5573", "beta v1.35 shifted to v1.36"),
("kep", "kep-5683-created-month", "KEP-5683 was proposed in Jun 2026.", "KEP-5683", "Jun 2026", V, "creation-date", "5683", "month-only date; SoT 2026-06-04"),
("kep", "kep-606-stable", "Kubelet endpoint for device assignment observation details went GA in v1.28.", "Kubelet endpoint for device assignment observation details", "v1.28", V, "milestone.stable", "606", ""),
("kep", "kep-606-created-wrong", "KEP-606 was created on 2018-07-09.", "KEP-606", "2018-07-09", M, "creation-date", "606", "creation date 2018-07-19 moved by ten days"),
("kep", "kep-6063-beta", "Per-Pod PID Limit is planned for beta in v1.38.", "Per-Pod PID Limit", "v1.38", V, "milestone.beta", "6063", ""),
("kep", "kep-2249-stable", "Namespace Selector for Pod Affinity reached stable in v1.24.", "Namespace Selector for Pod Affinity", "v1.24", V, "milestone.stable", "2249", ""),
("kep", "kep-2249-owner-wrong", "KEP-2249 belongs to sig-node.", "KEP-2249", "sig-node", M, "owning-sig", "2249", "owning SIG sig-scheduling replaced by sig-node"),
("kep", "kep-2926-beta", "KEP-2926 (mutable scheduling directives for Jobs) went beta in 1.23.", "KEP-2926", "1.23", V, "milestone.beta", "2926", ""),
("kep", "kep-5229-created", "KEP-5229 was proposed on April 8th, 2025.", "KEP-5229", "April 8th, 2025", V, "creation-date", "5229", ""),
("kep", "kep-5729-alpha-wrong", "DRA: ResourceClaim Support for Workloads went alpha in v1.35.", "DRA: ResourceClaim Support for Workloads", "v1.35", M, "milestone.alpha", "5729", "alpha v1.36 shifted to v1.35"),
("kep", "kep-5836-owner", "sig-scheduling, which owns KEP-5836, wants a PRR reviewer before the freeze.", "KEP-5836", "sig-scheduling", V, "owning-sig", "5836", "value before subject"),
("kep", "kep-5963-latest", "KEP 5963 (DRA Device Compatibility Groups) is tracked for v1.37 as its latest milestone.", "KEP 5963", "v1.37", V, "latest-milestone", "5963", ""),
("kep", "kep-6089-status-wrong", "Workload Aware Scheduling Controller APIs is still provisional.", "Workload Aware Scheduling Controller APIs", "provisional", M, "status", "6089", "status implementable changed to provisional"),
("kep", "kep-3476-stable", "Volume Group Snapshot went GA in v1.36.", "Volume Group Snapshot", "v1.36", V, "milestone.stable", "3476", ""),
("kep", "kep-3476-beta-wrong", "KEP-3476 was promoted to beta in v1.31.", "KEP-3476", "v1.31", M, "milestone.beta", "3476", "beta v1.32 shifted to v1.31"),
("kep", "kep-3476-number-wrong", "Volume Group Snapshot (KEP-3467) is the API our backup operator depends on.", "Volume Group Snapshot", "3467", M, "kep-number", "3476", "title given with transposed KEP number"),
("kep", "kep-4049-alpha", "Storage Capacity Scoring of Nodes for Dynamic Provisioning first shipped as alpha in v1.33.", "Storage Capacity Scoring of Nodes for Dynamic Provisioning", "v1.33", V, "milestone.alpha", "4049", ""),
("kep", "kep-596-beta", "Ephemeral Inline CSI Volumes went beta in Kubernetes 1.16.", "Ephemeral Inline CSI Volumes", "Kubernetes 1.16", V, "milestone.beta", "596", ""),
("kep", "kep-5936-owner", "KEP-5936 is maintained by SIG Storage.", "KEP-5936", "SIG Storage", V, "owning-sig", "5936", ""),
("kep", "kep-5943-created-wrong", "Topology For Volume Snapshots was created on 2026-03-13.", "Topology For Volume Snapshots", "2026-03-13", M, "creation-date", "5943", "creation date 2026-03-03 moved by ten days"),
("kep", "kep-3503-status", "KEP-3503 (Host Network Support for Windows Pods) has the status withdrawn.", "KEP-3503", "withdrawn", V, "status", "3503", ""),
("kep", "kep-4026-stable-shortened", "The job creation timestamp to job annotations KEP reached GA in v1.32.", "job creation timestamp to job annotations", "v1.32", V, "milestone.stable", "4026", "KEP named by a shortened title"),
("kep", "kep-1979-lastupdated", "Object Storage Support was last updated on 2025-09-04.", "Object Storage Support", "2025-09-04", V, "last-updated", "1979", ""),
("kep", "kep-1979-owner-value-last", "The owner of KEP-1979 is sig-storage.", "KEP-1979", "sig-storage", V, "owning-sig", "1979", "value after 'is' at the end"),
("kep", "kep-5963-owner-wrong", "DRA Device Compatibility Groups is owned by sig-node.", "DRA Device Compatibility Groups", "sig-node", M, "owning-sig", "5963", "owning SIG sig-scheduling replaced by participating sig-node"),
("kep", "kep-5836-alpha", "Scheduler Preemption for In-Place Pod Resize targets alpha in v1.37.", "Scheduler Preemption for In-Place Pod Resize", "v1.37", V, "milestone.alpha", "5836", ""),
# unknown KEP
("kep", "kep-unknown-4443", "KEP-4443 was promoted to beta in v1.33, according to the release team.", "KEP-4443", "v1.33", U, "milestone.beta", None, "no KEP 4443 in the corpus"),
("kep", "kep-unknown-2473", "enhancement 2473 is owned by sig-node.", "enhancement 2473", "sig-node", U, "owning-sig", None, "no KEP 2473 in the corpus"),
("kep", "kep-unknown-3183", "KEP 3183 was created on 2022-02-14.", "KEP 3183", "2022-02-14", U, "creation-date", None, "no KEP 3183 in the corpus"),
("kep", "kep-unknown-6123", "KEP-6123 reached stable in v1.36.", "KEP-6123", "v1.36", U, "milestone.stable", None, "no KEP 6123 in the corpus"),
("kep", "kep-unknown-budget", "KEP-3329 has a budget of 40000 USD for the conformance test work.", "KEP-3329", "40000", U, "budget", "3329", "kep.yaml has no budget field"),
("kep", "kep-unknown-slack", "The Slack channel for KEP-1769 is #sig-node-memory-manager.", "KEP-1769", "#sig-node-memory-manager", U, "slack-channel", "1769", "kep.yaml has no slack channel field"),
("kep", "kep-unknown-priority", "KEP-2413 sits on the SIG board with priority P1.", "KEP-2413", "P1", U, "priority", "2413", "kep.yaml has no priority field"),
# ------------------------------------------------------------- SOP front matter
("sop", "sop-best-bet-owner", "\"Add a best bet to site search\" is owned by #govuk-search.", "Add a best bet to site search", "#govuk-search", V, "owner_slack", GOV + "add-a-best-bet.html.md", "title in quotes"),
("sop", "sop-dns-owner-path", "The DNS runbook (source/manual/dns.html.md) belongs to #govuk-platform-engineering-team.", "source/manual/dns.html.md", "#govuk-platform-engineering-team", V, "owner_slack", GOV + "dns.html.md", "page named by path"),
("sop", "sop-brakeman-owner-file", "brakeman.html.md is maintained by #govuk-developers.", "brakeman.html.md", "#govuk-developers", V, "owner_slack", GOV + "brakeman.html.md", "page named by file name"),
("sop", "sop-amazonmq-owner", "Manage Amazon MQ is looked after by #govuk-content-apis.", "Manage Amazon MQ", "#govuk-content-apis", V, "owner_slack", GOV + "amazonmq.html.md", ""),
("sop", "sop-browsers-owner", "Questions about 'Which browsers we support' go to #govuk-frontenders, who own that page.", "Which browsers we support", "#govuk-frontenders", V, "owner_slack", GOV + "browser-support.html.md", "value before 'who own'"),
("sop", "sop-es-health-owner-wrong", "The Elasticsearch cluster health page is owned by #govuk-search.", "Elasticsearch cluster health", "#govuk-search", M, "owner_slack", GOV + "alerts/elasticsearch-cluster-health.html.md", "owner channel #govuk-searchandnav replaced by #govuk-search"),
("sop", "sop-analytics-owner-wrong", "Analytics on GOV.UK is owned by #govuk-developers.", "Analytics on GOV.UK", "#govuk-developers", M, "owner_slack", GOV + "analytics.html.md", "owner channel #govuk-frontenders replaced by #govuk-developers"),
("sop", "sop-emergency-banner-owner", "Deploy an emergency banner: owner channel is #govuk-publishing.", "Deploy an emergency banner", "#govuk-publishing", V, "owner_slack", GOV + "emergency-publishing.html.md", ""),
("sop", "sop-chat-alerts-owner", "GOV.UK Chat Alerts belongs to #ai-govuk-chat-devs.", "GOV.UK Chat Alerts", "#ai-govuk-chat-devs", V, "owner_slack", GOV + "alerts/chat-ai-alerts.html.md", ""),
("sop", "sop-dgu-traffic-owner-wrong", "The team responsible for \"data.gov.uk: high traffic rate alert\" is #govuk-data-support.", "data.gov.uk: high traffic rate alert", "#govuk-data-support", M, "owner_slack", GOV + "alerts/data-gov-uk-high-traffic-alert.html.md", "owner channel #datagovuk-technical replaced by #govuk-data-support"),
("sop", "sop-postcode-owner-path", "source/manual/incorrect-postcode-data.html.md is owned by #govuk-web-support.", "source/manual/incorrect-postcode-data.html.md", "#govuk-web-support", V, "owner_slack", GOV + "incorrect-postcode-data.html.md", "page named by path"),
("sop", "sop-docker-owner-lower", "intro to gov.uk docker is maintained by #govuk-dev-tools.", "intro to gov.uk docker", "#govuk-dev-tools", V, "owner_slack", GOV + "intro-to-docker.html.md", "title in lower case"),
("sop", "sop-logit-owner-wrong", "View GOV.UK logs in Logit is owned by #govuk-developers.", "View GOV.UK logs in Logit", "#govuk-developers", M, "owner_slack", GOV + "logit.html.md", "owner channel #govuk-platform-engineering-team replaced by #govuk-developers"),
("sop", "sop-licensify-owner", "Licensify - supporting licensing is owned by #govuk-licensing.", "Licensify - supporting licensing", "#govuk-licensing", V, "owner_slack", GOV + "licensing.html.md", ""),
("sop", "sop-ga4-owner", "GA4 Implementation Record is maintained by #govuk-ga4.", "GA4 Implementation Record", "#govuk-ga4", V, "owner_slack", GOV + "implementation-record.html.md", ""),
("sop", "sop-finder-owner", "Finder schema guidance belongs to #govuk-whitehall-experience-tech.", "Finder schema guidance", "#govuk-whitehall-experience-tech", V, "owner_slack", GOV + "finder_schema_breakdown.html.md", ""),
("sop", "sop-promo-banner-owner-wrong", "Disable and re-enable the app promo banner is owned by #govuk-frontenders.", "Disable and re-enable the app promo banner", "#govuk-frontenders", M, "owner_slack", GOV + "disable-and-re-enable-the-app-promo-banner.html.md", "owner channel #govuk-ruby-frontenders replaced by #govuk-frontenders"),
("sop", "sop-postgres-roles-owner", "Convert Postgres Instances to use Owner Roles is owned by #govuk-platform-engineering.", "Convert Postgres Instances to use Owner Roles", "#govuk-platform-engineering", V, "owner_slack", GOV + "convert-postgres-to-use-owner-roles.html.md", ""),
("sop", "sop-backups-owner-wrong", "Data backups in GOV.UK is owned by #govuk-platform-engineering.", "Data backups in GOV.UK", "#govuk-platform-engineering", M, "owner_slack", GOV + "backups.html.md", "owner channel #govuk-platform-engineering-team replaced by #govuk-platform-engineering"),
("sop", "sop-email-notif-owner-path", "source/manual/email-notifications-how-they-work.html.md is looked after by #govuk-web-support.", "source/manual/email-notifications-how-they-work.html.md", "#govuk-web-support", V, "owner_slack", GOV + "email-notifications-how-they-work.html.md", "page named by path"),
("sop", "sop-account-owner", "How does the GOV.UK Account work? is owned by #find-and-view-tech.", "How does the GOV.UK Account work?", "#find-and-view-tech", V, "owner_slack", GOV + "govuk-account.html.md", ""),
("sop", "sop-remove-change-note-owner-file", "howto-remove-change-note.html.md belongs to #govuk-publishing.", "howto-remove-change-note.html.md", "#govuk-publishing", V, "owner_slack", GOV + "howto-remove-change-note.html.md", "page named by file name"),
("sop", "sop-discovery-engine-owner-wrong", "Debug issues with Discovery Engine is maintained by #govuk-content-apis.", "Debug issues with Discovery Engine", "#govuk-content-apis", M, "owner_slack", GOV + "debug-issues-with-discovery-engine.html.md", "owner channel #govuk-search replaced by #govuk-content-apis"),
("sop", "sop-load-test-owner", "Run a load test with k6 is owned by #govuk-developers.", "Run a load test with k6", "#govuk-developers", V, "owner_slack", GOV + "load-test.html.md", ""),
("sop", "sop-hmrc-paye-owner-wrong", "Upload HMRC PAYE files is owned by #govuk-web-support.", "Upload HMRC PAYE files", "#govuk-web-support", M, "owner_slack", GOV + "hmrc-paye-files.html.md", "owner channel #govuk-content-apis replaced by #govuk-web-support"),
("sop", "sop-redis-create-reviewed", "Creating a Redis cluster was last reviewed on 2024-12-27.", "Creating a Redis cluster", "2024-12-27", V, "last_reviewed_on", CP + "deploying-an-app/redis/create.html.md.erb", ""),
("sop", "sop-rds-create-reviewed-month", "Creating a relational database was last reviewed in September 2024.", "Creating a relational database", "September 2024", V, "last_reviewed_on", CP + "deploying-an-app/relational-databases/create.html.md.erb", "month-only date; SoT 2024-09-27"),
("sop", "sop-opensearch-create-reviewed-wrong", "Creating an OpenSearch domain was last reviewed on 2025-01-27.", "Creating an OpenSearch domain", "2025-01-27", M, "last_reviewed_on", CP + "deploying-an-app/opensearch/create.html.md.erb", "review date 2025-01-21 moved by six days"),
("sop", "sop-cli-review-in-path", "source/documentation/getting-started/cloud-platform-cli.html.md.erb is due a review every 6 months.", "source/documentation/getting-started/cloud-platform-cli.html.md.erb", "6 months", V, "review_in", CP + "getting-started/cloud-platform-cli.html.md.erb", "page named by path"),
("sop", "sop-nosql-review-in-wrong", "Creating a NoSQL database has a review interval of 6 months.", "Creating a NoSQL database", "6 months", M, "review_in", CP + "deploying-an-app/nosql/create.html.md.erb", "review_in 12 months changed to 6 months"),
("sop", "sop-dr-checked", "Cloud Platform Disaster Recovery was last checked on 5 March 2025.", "Cloud Platform Disaster Recovery", "5 March 2025", V, "last_reviewed_on", CP + "other-topics/cloud-platform-disaster-recovery.html.md.erb", ""),
("sop", "sop-cronjobs-reviewed", "Kubernetes Cronjobs was last reviewed on 2025-04-17.", "Kubernetes Cronjobs", "2025-04-17", V, "last_reviewed_on", CP + "other-topics/Cronjobs.html.md.erb", ""),
("sop", "sop-gitcrypt-reviewed-file", "git-crypt-setup.html.md.erb was last reviewed on December 1st, 2025.", "git-crypt-setup.html.md.erb", "December 1st, 2025", V, "last_reviewed_on", CP + "other-topics/git-crypt-setup.html.md.erb", "page named by file name"),
("sop", "sop-ephemeral-reviewed-wrong", "Ephemeral Containers was last reviewed on 2026-02-21.", "Ephemeral Containers", "2026-02-21", M, "last_reviewed_on", CP + "other-topics/ephemeral-containers.html.md.erb", "review date 2026-02-12 changed to 2026-02-21"),
("sop", "sop-ingress-need-reviewed", "\"Does my app need an ingress?\" was last reviewed on 2026-02-26.", "Does my app need an ingress?", "2026-02-26", V, "last_reviewed_on", CP + "other-topics/does-my-app-need-ingress.html.md.erb", "title in quotes"),
("sop", "sop-internal-ingress-review-in-wrong", "Internal Ingress Controllers should be reviewed every 12 months.", "Internal Ingress Controllers", "12 months", M, "review_in", CP + "other-topics/internal-laa-ingress.html.md.erb", "review_in 6 months changed to 12 months"),
("sop", "sop-container-repo-review-in", "Creating a container repository has review_in set to 12 months.", "Creating a container repository", "12 months", V, "review_in", CP + "deploying-an-app/container-repositories/create.html.md.erb", ""),
("sop", "sop-getting-help-reviewed", "Getting Help was last reviewed on 2025-04-17.", "Getting Help", "2025-04-17", V, "last_reviewed_on", CP + "reference/getting-help.html.md.erb", ""),
("sop", "sop-ip-addresses-reviewed-month", "Cloud Platform IP Addresses was last reviewed in Aug 2025.", "Cloud Platform IP Addresses", "Aug 2025", V, "last_reviewed_on", CP + "networking/ip-filtering.html.md.erb", "month-only date; SoT 2025-08-05"),
("sop", "sop-secrets-reviewed-wrong", "Adding secrets to an application was last reviewed on 2025-09-03.", "Adding secrets to an application", "2025-09-03", M, "last_reviewed_on", CP + "deploying-an-app/add-secrets-to-deployment.html.md.erb", "review date 2025-09-23 changed to 2025-09-03"),
("sop", "sop-cp-support-reviewed", "cloud platform support was last reviewed on 11 March 2025.", "cloud platform support", "11 March 2025", V, "last_reviewed_on", CP + "other-topics/cloud-platform-support.html.md.erb", "title in lower case"),
("sop", "sop-kubectl-config-reviewed", "Connecting to the Cloud Platform's Kubernetes cluster was last reviewed on 2025-05-01.", "Connecting to the Cloud Platform's Kubernetes cluster", "2025-05-01", V, "last_reviewed_on", CP + "getting-started/kubectl-config.html.md.erb", ""),
("sop", "sop-cleaning-up-reviewed-path", "source/documentation/deploying-an-app/cleaning-up.html.md.erb was last reviewed on 2026-02-25.", "source/documentation/deploying-an-app/cleaning-up.html.md.erb", "2026-02-25", V, "last_reviewed_on", CP + "deploying-an-app/cleaning-up.html.md.erb", "page named by path"),
("sop", "sop-alert-rds-reviewed-wrong", "Creating alerts for RDS was last reviewed on 2025-07-08.", "Creating alerts for RDS", "2025-07-08", M, "last_reviewed_on", CP + "other-topics/alert-rds.html.md.erb", "review date 2025-07-18 moved by ten days"),
("sop", "sop-aws-console-review-in", "Accessing the AWS console (read-only) is reviewed every 6 months.", "Accessing the AWS console (read-only)", "6 months", V, "review_in", CP + "getting-started/accessing-the-cloud-console.html.md.erb", ""),
("sop", "sop-code-freezes-owner", "Avoid code freezes is owned by #hosting.", "Avoid code freezes", "#hosting", V, "owner_slack", TG + "standards/code-freezes.html.md.erb", ""),
("sop", "sop-dev-principles-owner", "Development Principles is maintained by #operations-engineering-alerts.", "Development Principles", "#operations-engineering-alerts", V, "owner_slack", TG + "principles/development-principles.html.md.erb", ""),
("sop", "sop-ai-governance-review-in", "Engineering AI Governance Framework gets reviewed every 3 months.", "Engineering AI Governance Framework", "3 months", V, "review_in", TG + "governance/ai-governance-framework.html.md.erb", ""),
("sop", "sop-frontend-principles-review-in-wrong", "Frontend Development Principles is reviewed every 3 months.", "Frontend Development Principles", "3 months", M, "review_in", TG + "principles/frontend-development-principles.html.md.erb", "review_in 1 months changed to 3 months"),
("sop", "sop-hosting-reviewed", "How to host services was last reviewed on 2024-12-30.", "How to host services", "2024-12-30", V, "last_reviewed_on", TG + "standards/hosting.html.md.erb", ""),
("sop", "sop-licencing-owner-wrong", "Licensing software or code is owned by #hosting.", "Licensing software or code", "#hosting", M, "owner_slack", TG + "standards/licencing-software-or-code.html.md.erb", "owner channel #operations-engineering-alerts replaced by #hosting"),
("sop", "sop-inclusion-reviewed", "Inclusion in software engineering was last reviewed on May 7, 2026.", "Inclusion in software engineering", "May 7, 2026", V, "last_reviewed_on", TG + "principles/inclusion-in-software-engineering.html.md.erb", ""),
("sop", "sop-documenting-support-reviewed-wrong", "Documenting how your service is supported was last reviewed on 2025-07-01.", "Documenting how your service is supported", "2025-07-01", M, "last_reviewed_on", TG + "standards/documenting-how-your-service-is-supported.html.md.erb", "review date 2025-07-10 changed to 2025-07-01"),
("sop", "sop-tda-data-owner", "TDA Submission Template - Data Alignment is owned by #tda-and-solution-surgery.", "TDA Submission Template - Data Alignment", "#tda-and-solution-surgery", V, "owner_slack", TG + "governance/tda-data-alignment.html.md.erb", ""),
("sop", "sop-ai-governance-reviewed-wrong", "Engineering AI Governance Framework was last reviewed on 2025-12-02.", "Engineering AI Governance Framework", "2025-12-02", M, "last_reviewed_on", TG + "governance/ai-governance-framework.html.md.erb", "review date 2025-12-12 moved by ten days"),
("sop", "sop-dev-principles-reviewed", "Development Principles was last reviewed on November 28th, 2024.", "Development Principles", "November 28th, 2024", V, "last_reviewed_on", TG + "principles/development-principles.html.md.erb", ""),
# unknown SOP
("sop", "sop-unknown-redis-owner", "Creating a Redis cluster is owned by #cloud-platform.", "Creating a Redis cluster", "#cloud-platform", U, "owner_slack", CP + "deploying-an-app/redis/create.html.md.erb", "page has no owner_slack in its front matter"),
("sop", "sop-unknown-amazonmq-reviewed", "Manage Amazon MQ was last reviewed on 2025-03-10.", "Manage Amazon MQ", "2025-03-10", U, "last_reviewed_on", GOV + "amazonmq.html.md", "page has no last_reviewed_on in its front matter"),
("sop", "sop-unknown-jenkins-title", "Rotate the Jenkins signing key is owned by #govuk-platform-engineering-team.", "Rotate the Jenkins signing key", "#govuk-platform-engineering-team", U, "owner_slack", None, "no page with that title"),
("sop", "sop-unknown-restart-path", "source/manual/restart-jenkins-agents.html.md was last reviewed on 2025-06-02.", "source/manual/restart-jenkins-agents.html.md", "2025-06-02", U, "last_reviewed_on", None, "no page at that path"),
("sop", "sop-unknown-brakeman-review-in", "Brakeman is reviewed every 6 months.", "Brakeman", "6 months", U, "review_in", GOV + "brakeman.html.md", "page has no review_in in its front matter"),
# ------------------------------------------------------------- own: research_services.csv
("own-csv", "own-rcs101-version", "RCS-101 runs version 23.11.6 after last week's upgrade.", "RCS-101", "23.11.6", V, "version", "RCS-101", ""),
("own-csv", "own-kelpie-owner", "Kelpie HPC Cluster is owned by hpc-platform.", "Kelpie HPC Cluster", "hpc-platform", V, "owner_team", "RCS-101", ""),
("own-csv", "own-rcs102-version-wrong", "RCS-102 is on version 24.05.1.", "RCS-102", "24.05.1", M, "version", "RCS-102", "patch version 24.05.2 lowered to 24.05.1"),
("own-csv", "own-selkie-nodes", "Selkie GPU Partition has 48 nodes in the scheduler.", "Selkie GPU Partition", "48", V, "node_count", "RCS-102", ""),
("own-csv", "own-bramble-manager", "The service manager for Bramble JupyterHub is Priya Raman.", "Bramble JupyterHub", "Priya Raman", V, "service_manager", "RCS-103", "value after 'is' at the end"),
("own-csv", "own-rcs103-patched-wrong", "RCS-103 was last patched on 2026-04-20.", "RCS-103", "2026-04-20", M, "last_patched", "RCS-103", "patch date 2026-04-27 moved by a week"),
("own-csv", "own-heron-storage", "Heron Object Store holds 4200 TB of raw capacity.", "Heron Object Store", "4200", V, "storage_tb", "RCS-104", ""),
("own-csv", "own-rcs104-owner-wrong", "RCS-104 is owned by platform-engineering.", "RCS-104", "platform-engineering", M, "owner_team", "RCS-104", "owner storage-services replaced by platform-engineering"),
("own-csv", "own-otter-launched", "Otter Research Data Archive was launched on 23 January 2017.", "Otter Research Data Archive", "23 January 2017", V, "launched_on", "RCS-105", ""),
("own-csv", "own-rcs106-version-wrong", "RCS-106 (Wren Globus Endpoint) is on version 5.4.68.", "RCS-106", "5.4.68", M, "version", "RCS-106", "version 5.4.71 replaced by an older patch release"),
("own-csv", "own-puffin-tier", "Puffin Secure Data Enclave is a tier-1 service.", "Puffin Secure Data Enclave", "tier-1", V, "tier", "RCS-107", ""),
("own-csv", "own-rcs107-status-wrong", "RCS-107 is still in pilot.", "RCS-107", "pilot", M, "status", "RCS-107", "status production replaced by pilot"),
("own-csv", "own-lapwing-channel", "Lapwing Container Registry questions go to #rcs-platform.", "Lapwing Container Registry", "#rcs-platform", V, "support_channel", "RCS-108", ""),
("own-csv", "own-rcs109-nodes-wrong", "RCS-109 (Curlew CI Runners) has 12 nodes.", "RCS-109", "12", M, "node_count", "RCS-109", "node count 16 lowered to 12"),
("own-csv", "own-merlin-status", "Merlin Workflow Service has status pilot.", "Merlin Workflow Service", "pilot", V, "status", "RCS-110", ""),
("own-csv", "own-rcs110-launched-month", "RCS-110 was launched in September 2025.", "RCS-110", "September 2025", V, "launched_on", "RCS-110", "month-only date; SoT 2025-09-01"),
("own-csv", "own-dipper-version", "Dipper Licence Server runs version 11.19.4.", "Dipper Licence Server", "11.19.4", V, "version", "RCS-111", ""),
("own-csv", "own-gannet-status", "Gannet Visualisation Nodes is deprecated.", "Gannet Visualisation Nodes", "deprecated", V, "status", "RCS-112", ""),
("own-csv", "own-rcs112-manager-wrong", "RCS-112 is managed by Priya Raman.", "RCS-112", "Priya Raman", M, "service_manager", "RCS-112", "manager Marco Bellini replaced by a colleague in the same team"),
("own-csv", "own-osprey-version", "Osprey Cloud Bursting Gateway is on version 1.8.5.", "Osprey Cloud Bursting Gateway", "1.8.5", V, "version", "RCS-113", ""),
("own-csv", "own-rcs114-patched", "RCS-114 was last patched on June 8th, 2026.", "RCS-114", "June 8th, 2026", V, "last_patched", "RCS-114", ""),
("own-csv", "own-tern-version-wrong", "Tern Identity Broker runs version 25.0.5.", "Tern Identity Broker", "25.0.5", M, "version", "RCS-114", "major version 26 lowered to 25"),
("own-csv", "own-plover-launched", "Plover Research Wiki was launched on 2015-08-17.", "Plover Research Wiki", "2015-08-17", V, "launched_on", "RCS-115", ""),
("own-csv", "own-kestrel-owner", "platform-engineering, who own the Kestrel Monitoring Stack, will do the upgrade.", "Kestrel Monitoring Stack", "platform-engineering", V, "owner_team", "RCS-116", "value before subject"),
("own-csv", "own-rcs116-tier-wrong", "RCS-116 is classed as tier-3.", "RCS-116", "tier-3", M, "tier", "RCS-116", "tier-2 changed to tier-3"),
("own-csv", "own-sanderling-storage", "Sanderling Scratch Filesystem provides 2400 TB of scratch.", "Sanderling Scratch Filesystem", "2400", V, "storage_tb", "RCS-117", ""),
("own-csv", "own-rcs117-patched", "RCS-117 was last patched on 2026-04-06.", "RCS-117", "2026-04-06", V, "last_patched", "RCS-117", ""),
("own-csv", "own-avocet-version-wrong", "Avocet Software Modules is on version 4.9.1.", "Avocet Software Modules", "4.9.1", M, "version", "RCS-118", "patch version 4.9.2 lowered to 4.9.1"),
("own-csv", "own-dunlin-channel", "Dunlin Batch Portal support channel is #rcs-ondemand.", "Dunlin Batch Portal", "#rcs-ondemand", V, "support_channel", "RCS-119", ""),
("own-csv", "own-shearwater-patched", "Shearwater Backup Service was last patched on 15 June 2026.", "Shearwater Backup Service", "15 June 2026", V, "last_patched", "RCS-120", ""),
("own-csv", "own-rcs120-storage", "RCS-120 has 7800 TB of backup capacity.", "RCS-120", "7800", V, "storage_tb", "RCS-120", ""),
("own-csv", "own-guillemot-version", "Guillemot GitLab is on version 16.11.4.", "Guillemot GitLab", "16.11.4", V, "version", "RCS-121", ""),
("own-csv", "own-rcs121-owner-wrong", "RCS-121 is looked after by storage-services.", "RCS-121", "storage-services", M, "owner_team", "RCS-121", "owner platform-engineering replaced by storage-services"),
("own-csv", "own-goshawk-launched", "Goshawk Allocation Portal went live on 2022-01-10.", "Goshawk Allocation Portal", "2022-01-10", V, "launched_on", "RCS-123", ""),
("own-csv", "own-siskin-nodes", "Siskin Teaching Cluster has 32 nodes.", "Siskin Teaching Cluster", "32", V, "node_count", "RCS-124", ""),
("own-csv", "own-rcs124-manager-wrong", "The service manager for RCS-124 is Aisha Okonkwo.", "RCS-124", "Aisha Okonkwo", M, "service_manager", "RCS-124", "manager Tomasz Wierzbicki replaced by a colleague in the same team"),
("own-csv", "own-bittern-owner", "Bittern Secure Remote Desktop belongs to trusted-research.", "Bittern Secure Remote Desktop", "trusted-research", V, "owner_team", "RCS-125", ""),
("own-csv", "own-corncrake-status-wrong", "Corncrake Data Catalogue is in production now.", "Corncrake Data Catalogue", "production", M, "status", "RCS-126", "status pilot replaced by production"),
("own-csv", "own-whimbrel-status", "Whimbrel Quantum Sandbox has status retired.", "Whimbrel Quantum Sandbox", "retired", V, "status", "RCS-127", ""),
("own-csv", "own-nightjar-storage", "Nightjar Tape Library holds 24000 TB.", "Nightjar Tape Library", "24000", V, "storage_tb", "RCS-128", ""),
("own-csv", "own-rcs129-owner", "RCS-129 is owned by identity-access.", "RCS-129", "identity-access", V, "owner_team", "RCS-129", ""),
("own-csv", "own-linnet-version", "Linnet Licence Usage Dashboard runs version 10.4.3.", "Linnet Licence Usage Dashboard", "10.4.3", V, "version", "RCS-130", ""),
("own-csv", "own-rcs130-launched-wrong", "RCS-130 was launched on 2025-07-30.", "RCS-130", "2025-07-30", M, "launched_on", "RCS-130", "launch date 2025-06-30 moved by a month"),
("own-csv", "own-rcs105-software", "RCS-105 is built on iRODS.", "RCS-105", "iRODS", V, "software", "RCS-105", ""),
("own-csv", "own-ptarmigan-patched-wrong", "Ptarmigan Data Transfer Nodes was last patched on 23 March 2026.", "Ptarmigan Data Transfer Nodes", "23 March 2026", M, "last_patched", "RCS-122", "patch date 2026-02-23 moved by a month"),
# unknown own csv
("own-csv", "own-unknown-rcs147", "RCS-147 (Magpie Notebook Farm) is owned by research-software-eng.", "RCS-147", "research-software-eng", U, "owner_team", None, "no service RCS-147"),
("own-csv", "own-unknown-region", "RCS-101 is hosted in region eu-west-2.", "RCS-101", "eu-west-2", U, "region", "RCS-101", "research_services.csv has no region column"),
("own-csv", "own-unknown-cost-centre", "Heron Object Store is billed to cost centre CC-4471.", "Heron Object Store", "CC-4471", U, "cost_centre", "RCS-104", "research_services.csv has no cost centre column"),
("own-csv", "own-unknown-kittiwake", "Kittiwake Burst Buffer runs version 2.1.0.", "Kittiwake Burst Buffer", "2.1.0", U, "version", None, "no service with that name"),
# ------------------------------------------------------------- own: research_projects.yaml
("own-yaml", "own-nrc2024017-pi", "The PI on NRC-2024-017 is Dr Eilidh Fraser.", "NRC-2024-017", "Dr Eilidh Fraser", V, "principal_investigator", "NRC-2024-017", ""),
("own-yaml", "own-coastal-cpu", "Coastal Erosion Ensemble Modelling has an allocation of 1200000 CPU core-hours.", "Coastal Erosion Ensemble Modelling", "1200000", V, "allocation.cpu_core_hours", "NRC-2024-017", ""),
("own-yaml", "own-nrc2024022-gpu", "NRC-2024-022 was allocated 18000 GPU hours.", "NRC-2024-022", "18000", V, "allocation.gpu_hours", "NRC-2024-022", ""),
("own-yaml", "own-lung-funder", "Single-Cell Atlas of the Developing Lung is funded by Wellcome Trust.", "Single-Cell Atlas of the Developing Lung", "Wellcome Trust", V, "funder", "NRC-2024-022", ""),
("own-yaml", "own-nrc2024031-end", "NRC-2024-031 ends on 2026-08-31.", "NRC-2024-031", "2026-08-31", V, "period.end", "NRC-2024-031", ""),
("own-yaml", "own-gaelic-gpu-wrong", "Low-Resource Machine Translation for Gaelic has 40000 GPU hours allocated.", "Low-Resource Machine Translation for Gaelic", "40000", M, "allocation.gpu_hours", "NRC-2024-031", "GPU hours 42000 rounded down to 40000"),
("own-yaml", "own-nrc2024038-dept", "NRC-2024-038 sits in the Engineering department.", "NRC-2024-038", "Engineering", V, "department", "NRC-2024-038", ""),
("own-yaml", "own-hydrogen-storage-wrong", "Hydrogen Combustion LES has 200 TB of project storage.", "Hydrogen Combustion LES", "200", M, "allocation.storage_tb", "NRC-2024-038", "storage 210 TB changed to 200"),
("own-yaml", "own-nrc2024045-liaison", "Our liaison for NRC-2024-045 is Nadia Haddad.", "NRC-2024-045", "Nadia Haddad", V, "liaison", "NRC-2024-045", ""),
("own-yaml", "own-nrc2024052-status", "NRC-2024-052 has status completed.", "NRC-2024-052", "completed", V, "status", "NRC-2024-052", ""),
("own-yaml", "own-exoplanet-funder-wrong", "Exoplanet Atmosphere Retrievals is funded by UKRI.", "Exoplanet Atmosphere Retrievals", "UKRI", M, "funder", "NRC-2024-052", "funder STFC replaced by UKRI"),
("own-yaml", "own-nrc2025003-start", "NRC-2025-003 started on 6 January 2025.", "NRC-2025-003", "6 January 2025", V, "period.start", "NRC-2025-003", ""),
("own-yaml", "own-protein-dept-wrong", "Protein Folding Dynamics with Enhanced Sampling belongs to the Biological Sciences department.", "Protein Folding Dynamics with Enhanced Sampling", "Biological Sciences", M, "department", "NRC-2025-003", "department Chemistry replaced by Biological Sciences"),
("own-yaml", "own-nrc2025009-reviewed", "NRC-2025-009 was last reviewed on 2026-02-11.", "NRC-2025-009", "2026-02-11", V, "review.last_reviewed", "NRC-2025-009", ""),
("own-yaml", "own-charters-pi", "Medieval Charters Handwriting Recognition is led by Dr Agnes Whitlock.", "Medieval Charters Handwriting Recognition", "Dr Agnes Whitlock", V, "principal_investigator", "NRC-2025-009", ""),
("own-yaml", "own-nrc2025014-end-wrong", "NRC-2025-014 ends on 2027-03-31.", "NRC-2025-014", "2027-03-31", M, "period.end", "NRC-2025-014", "end date 2027-02-28 moved to the end of March"),
("own-yaml", "own-dementia-storage", "Dementia Cohort Imaging Pipeline has 540 TB of storage.", "Dementia Cohort Imaging Pipeline", "540", V, "allocation.storage_tb", "NRC-2025-019", ""),
("own-yaml", "own-nrc2025019-funder", "NRC-2025-019 is funded by MRC.", "NRC-2025-019", "MRC", V, "funder", "NRC-2025-019", ""),
("own-yaml", "own-nrc2025026-home", "NRC-2025-026 runs on home service RCS-124.", "NRC-2025-026", "RCS-124", V, "home_service", "NRC-2025-026", ""),
("own-yaml", "own-battery-cpu", "Quantum Chemistry of Battery Cathodes holds 1800000 CPU core-hours.", "Quantum Chemistry of Battery Cathodes", "1800000", V, "allocation.cpu_core_hours", "NRC-2025-030", ""),
("own-yaml", "own-nrc2025037-status", "NRC-2025-037 is suspended.", "NRC-2025-037", "suspended", V, "status", "NRC-2025-037", ""),
("own-yaml", "own-sentiment-status-wrong", "Financial Text Sentiment Benchmarks is active again.", "Financial Text Sentiment Benchmarks", "active", M, "status", "NRC-2025-037", "status suspended replaced by active"),
("own-yaml", "own-nrc2025041-reviewed-wrong", "NRC-2025-041 was last reviewed on 2026-06-13.", "NRC-2025-041", "2026-06-13", M, "review.last_reviewed", "NRC-2025-041", "review date 2026-06-03 moved by ten days"),
("own-yaml", "own-amr-pi", "The principal investigator for Antimicrobial Resistance Genomics is Prof. Kofi Asante.", "Antimicrobial Resistance Genomics", "Prof. Kofi Asante", V, "principal_investigator", "NRC-2025-048", ""),
("own-yaml", "own-nrc2025055-outcome", "The last review outcome for NRC-2025-055 was deferred.", "NRC-2025-055", "deferred", V, "review.outcome", "NRC-2025-055", ""),
("own-yaml", "own-tidal-start-month", "Tidal Turbine Wake Interaction starts in July 2026.", "Tidal Turbine Wake Interaction", "July 2026", V, "period.start", "NRC-2025-055", "month-only date; SoT 2026-07-01"),
("own-yaml", "own-nrc2025062-liaison-wrong", "NRC-2025-062's liaison is Tomasz Wierzbicki.", "NRC-2025-062", "Tomasz Wierzbicki", M, "liaison", "NRC-2025-062", "liaison Marco Bellini replaced by another RCS staff member"),
("own-yaml", "own-cardiac-gpu", "Cardiac MRI Segmentation has 28000 GPU hours.", "Cardiac MRI Segmentation", "28000", V, "allocation.gpu_hours", "NRC-2025-074", ""),
("own-yaml", "own-nrc2026002-end", "NRC-2026-002 runs until 2029-01-11.", "NRC-2026-002", "2029-01-11", V, "period.end", "NRC-2026-002", ""),
("own-yaml", "own-galaxy-dept", "Galaxy Merger N-Body Simulations is a Physics and Astronomy project.", "Galaxy Merger N-Body Simulations", "Physics and Astronomy", V, "department", "NRC-2026-002", ""),
("own-yaml", "own-nrc2026013-start-wrong", "NRC-2026-013 starts on 2026-09-03.", "NRC-2026-013", "2026-09-03", M, "period.start", "NRC-2026-013", "start date 2026-08-03 moved by a month"),
("own-yaml", "own-literary-funder", "Literary Style Attribution is funded by the Leverhulme Trust.", "Literary Style Attribution", "Leverhulme Trust", V, "funder", "NRC-2026-019", ""),
("own-yaml", "own-nrc2026024-liaison", "Hannah Schulz, the liaison for NRC-2026-024, is setting up the accounts.", "NRC-2026-024", "Hannah Schulz", V, "liaison", "NRC-2026-024", "value before subject"),
("own-yaml", "own-sepsis-storage-wrong", "Neonatal Sepsis Prediction has 25 TB of storage.", "Neonatal Sepsis Prediction", "25", M, "allocation.storage_tb", "NRC-2026-031", "storage 20 TB changed to 25"),
("own-yaml", "own-soil-start", "Soil Microbiome Metagenomics started on February 2nd, 2026.", "Soil Microbiome Metagenomics", "February 2nd, 2026", V, "period.start", "NRC-2026-008", ""),
("own-yaml", "own-glacier-gpu-wrong", "NRC-2025-041 (Glacier Melt Surrogate Models) has 20000 GPU hours.", "NRC-2025-041", "20000", M, "allocation.gpu_hours", "NRC-2025-041", "GPU hours 22000 rounded to 20000"),
("own-yaml", "own-seabird-pi", "Seabird Tracking Movement Ecology is led by Dr Callum Reid.", "Seabird Tracking Movement Ecology", "Dr Callum Reid", V, "principal_investigator", "NRC-2025-026", ""),
# unknown own yaml
("own-yaml", "own-unknown-nrc2025099", "NRC-2025-099 is led by Dr Morag Sinclair.", "NRC-2025-099", "Dr Morag Sinclair", U, "principal_investigator", None, "no project NRC-2025-099"),
("own-yaml", "own-unknown-ethics", "NRC-2024-022 has ethics approval number ETH-22-0413.", "NRC-2024-022", "ETH-22-0413", U, "ethics_approval", "NRC-2024-022", "research_projects.yaml has no ethics approval key"),
("own-yaml", "own-unknown-sched-account", "Soil Microbiome Metagenomics uses the scheduler account bio-meta.", "Soil Microbiome Metagenomics", "bio-meta", U, "scheduler_account", "NRC-2026-008", "research_projects.yaml has no scheduler account key"),
("own-yaml", "own-unknown-arctic", "Arctic Sea Ice Reanalysis was allocated 30000 GPU hours.", "Arctic Sea Ice Reanalysis", "30000", U, "allocation.gpu_hours", None, "no project with that title"),
]

# cases written but left out to keep the per-source proportions of the brief
DROP = set('''kep-5866-latest kep-3573-created kep-4569-stable kep-2249-stable kep-6063-beta kep-5836-alpha kep-3466-stable kep-2339-alpha-wrong kep-2413-stable-wrong kep-3476-beta-wrong kep-4369-beta-wrong kep-2133-beta-wrong kep-5729-alpha-wrong kep-606-created-wrong kep-4216-created-wrong kep-2079-stable-wrong kep-5573-beta-wrong own-rcs117-patched own-rcs129-owner own-linnet-version own-siskin-nodes own-nrc2025019-funder own-cardiac-gpu own-seabird-pi own-nrc2026002-end own-dipper-version own-rcs120-storage own-avocet-version-wrong own-ptarmigan-patched-wrong own-glacier-gpu-wrong own-hydrogen-storage-wrong own-rcs109-nodes-wrong'''.split())
C = [c for c in C if c[1] not in DROP]

# ---------------------------------------------------------------- build + check
errors = []
cases = []
names = set()
for cat, name, text, subject, fact, verdict, field, key, note in C:
    if name in names:
        errors.append(f"duplicate name {name}")
    names.add(name)
    if fact not in text:
        errors.append(f"{name}: fact not in text")
    if subject not in text:
        errors.append(f"{name}: subject not in text")
    sot_path, sot_value = "", ""
    if key is not None:
        path, rec = lookup(cat, key)
        if cat == "kep":
            sot_path = path
        elif cat == "sop":
            sot_path = path
        else:
            sot_path = path
        if verdict != U:
            if field not in rec:
                errors.append(f"{name}: field {field} missing in {path}")
            else:
                sot_value = sval(rec[field])
                ok = equal(fact, sot_value)
                if verdict == V and not ok:
                    errors.append(f"{name}: verified but {fact!r} != {sot_value!r}")
                if verdict == M and ok:
                    errors.append(f"{name}: mismatch but {fact!r} == {sot_value!r}")
        else:
            if field in rec:
                errors.append(f"{name}: unknown but field {field} exists in {path}")
    else:
        assert verdict == U, name
    cases.append(dict(name=name, text=text, subject=subject, fact=fact, verdict=verdict,
                      field=field, sot_path=sot_path, sot_value=sot_value, category=cat, note=note))

# unknown subjects must not occur in any source
for c in cases:
    if c["verdict"] == U and not c["sot_path"]:
        s = c["subject"].lower()
        num = re.sub(r"\D", "", s)
        if c["category"] == "kep" and num in KEPS:
            errors.append(f"{c['name']}: KEP {num} exists")
        if c["category"] == "sop":
            for p, rec in SOPS.items():
                if s == str(rec.get("title", "")).lower() or p.endswith(s):
                    errors.append(f"{c['name']}: SOP subject exists {p}")
        if c["category"].startswith("own"):
            for k, (p, rec) in OWN.items():
                if s in (k.lower(), str(rec.get("name", "")).lower(), str(rec.get("title", "")).lower()):
                    errors.append(f"{c['name']}: own subject exists {k}")

if errors:
    print("\n".join(errors))
    sys.exit(1)
json.dump(cases, open(f"{HERE}/cases.json", "w"), indent=2, ensure_ascii=False)
cnt = collections.Counter((c["category"], c["verdict"]) for c in cases)
print(len(cases))
for cat in ["kep", "sop", "own-csv", "own-yaml"]:
    print(cat, {v: cnt[(cat, v)] for v in (V, M, U)}, sum(cnt[(cat, v)] for v in (V, M, U)))
print("total", collections.Counter(c["verdict"] for c in cases))
