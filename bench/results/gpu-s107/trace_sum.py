#!/usr/bin/env python3
"""trace_sum.py TRACE[.gz]: a BBMM_TRACE timeline summed up — device time
per kernel and per command kind, the device's busy time (union over its
queues), and the gaps where the device sat idle: a gap whose next command
was enqueued after the gap began waited on the host ("host-bound"); the
largest gaps with the commands around them.  With LAST_MS, only the
timeline's last LAST_MS milliseconds (NPB's timed part ends the run)."""
import sys, json, gzip
p = sys.argv[1]
f = gzip.open(p, "rt") if p.endswith(".gz") else open(p)
ev = [e for e in json.load(f) if e.get("ph") == "X"]
ev.sort(key=lambda e: e["ts"])
if len(sys.argv) > 2:
    cut = max(e["ts"] + e["dur"] for e in ev) - float(sys.argv[2]) * 1e3
    ev = [e for e in ev if e["ts"] >= cut]
by = {}
for e in ev:
    k = (e["cat"], e["name"] if e["cat"] == "NDRangeKernel" else "")
    c = by.setdefault(k, [0, 0.0])
    c[0] += 1
    c[1] += e["dur"]
span = ev[-1]["ts"] + ev[-1]["dur"] - ev[0]["ts"]
print("timeline %.1f ms, %d commands" % (span / 1e3, len(ev)))
print("%-18s %-16s %7s %10s" % ("kind", "kernel", "count", "ms"))
for k, c in sorted(by.items(), key=lambda kv: -kv[1][1])[:40]:
    print("%-18s %-16s %7d %10.2f" % (k[0], k[1], c[0], c[1] / 1e3))
busy, end, gaps = 0.0, ev[0]["ts"], []
prev = None
for e in ev:
    s, d = e["ts"], e["ts"] + e["dur"]
    if s > end:
        gaps.append((s - end, end, prev, e))
    if d > end:
        busy += d - max(s, end)
        end = d
        prev = e
hb = sum(g[0] for g in gaps if g[3]["args"].get("queued", 0) > g[1])
print("device busy %.1f ms, idle %.1f ms (%d gaps), of which host-bound %.1f ms"
      % (busy / 1e3, (span - busy) / 1e3, len(gaps), hb / 1e3))
for g in sorted(gaps, key=lambda g: -g[0])[:25]:
    q = g[3]["args"].get("queued", 0)
    print("  gap %9.2f ms at %10.2f ms: after %-22s before %-22s (enqueued %+.2f ms after the gap began)"
          % (g[0] / 1e3, g[1] / 1e3, g[2]["name"] if g[2] else "-", g[3]["name"], (q - g[1]) / 1e3))
