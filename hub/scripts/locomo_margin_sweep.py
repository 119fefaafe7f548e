#!/usr/bin/env python3
"""Offline sweep of margin-aware rank fusion over LocomoScores dumps (hub/target/locomo-scores/{turns,observations}-HALF.jsonl).

The shipped fusion (reciprocal ranks, k 3, keyword share 0.7, similarity weight 0.75) lets a memory the vector
ranks first and BM25 second overtake BM25's first; on LoCoMo's turns that costs hybrid rank 1 against BM25 alone.
Each rule below changes the shipped order only where one list's evidence is clear, reading the raw scores:

  lead:M:X     BM25's first goes first when its lead over the second is clear: M = ratio (1 - s2 / s1 >= X) or
               gap (s1 - s2 >= X * ceiling, the most BM25 could give any memory for the question)
  share:M:X:S  keyword share S (instead of 0.7) when BM25's lead is clear as above, the shipped share otherwise
  flat:X:S     keyword share S when BM25 is flat (1 - s2 / s1 < X), 0.7 otherwise: the vector decides the ties
  cosm:X       the fused first keeps its place over BM25's first only if its cosine beats that memory's by X;
               otherwise BM25's first goes first (vector promotion only on a clear cosine margin)
  ties:X       BM25 scores within a factor (1 - X) of the previous are one group, re-ordered by cosine before fusion
  agree:N      BM25's first goes first when the vector list has it in its top N
  lead+agree:M:X:N  either of the two
  lead+cos:M:X:C[:N]  lead, unless the fused first's cosine beats BM25's first by C or more (C 0 = no guard), or
               the vector list has BM25's first in its top N (a near tie: the fusion and the cosine decide, as shipped)

Prints Hit@1 / Hit@5 on categories 1-4 per granularity and their sum (turns and observations), best first, after
the baselines (shipped fusion, BM25 alone, vector alone).
Usage: locomo_margin_sweep.py DIR [tune|holdout] [--only=RULE ...] [--top=N]
"""
import sys

# The same reading and counting as the rank-fusion sweep beside it (this folder is on the path when run).
from locomo_sweep import hits, load, ranks

V = 'bm25:0.6:0.2'


def lead(r, how, x):
    kw = r['kw'][V]
    if not kw:
        return False
    s1 = kw[0][1]
    s2 = kw[1][1] if len(kw) > 1 else 0
    if how == 'ratio':
        return s1 > 0 and 1 - s2 / s1 >= x
    ceiling = r['ceil'][V]
    return ceiling > 0 and (s1 - s2) >= x * ceiling


def first(order, doc):
    """The order with doc moved to the front."""
    return [doc] + [d for d in order if d != doc]


def shipped(r, share=0.7, kw=None):
    if kw is not None:
        r = dict(r, kw={V: kw})
    return ranks(V, share=share)(r)


def rule(spec):
    p = spec.split(':')
    name = p[0]
    if name == 'ranks':
        return lambda r: shipped(r)
    if name == 'lead':
        how, x = p[1], float(p[2])
        return lambda r: first(shipped(r), r['kw'][V][0][0]) if lead(r, how, x) else shipped(r)
    if name == 'share':
        how, x, s = p[1], float(p[2]), float(p[3])
        return lambda r: shipped(r, s) if lead(r, how, x) else shipped(r)
    if name == 'flat':
        x, s = float(p[1]), float(p[2])
        return lambda r: shipped(r) if not r['kw'][V] or lead(r, 'ratio', x) else shipped(r, s)
    if name == 'cosm':
        x = float(p[1])

        def order(r):
            fused = shipped(r)
            if not r['kw'][V]:
                return fused
            top = r['kw'][V][0][0]
            if fused[0] == top or r['cos'][fused[0]] - r['cos'][top] >= x:
                return fused
            return first(fused, top)
        return order
    if name == 'ties':
        x = float(p[1])

        def order(r):
            groups, out = [], []
            for d, s in r['kw'][V]:
                if groups and s >= groups[-1][-1][1] * (1 - x):
                    groups[-1].append((d, s))
                else:
                    groups.append([(d, s)])
            for g in groups:
                out += sorted(g, key=lambda e: -r['cos'][e[0]])
            return shipped(r, kw=out)
        return order
    if name == 'agree':
        n = int(p[1])

        def order(r):
            kw = r['kw'][V]
            if kw and kw[0][0] in {d for d, _ in r['vec'][:n]}:
                return first(shipped(r), kw[0][0])
            return shipped(r)
        return order
    if name == 'lead+cos':
        how, x, c = p[1], float(p[2]), float(p[3])
        n = int(p[4]) if len(p) > 4 else 0

        def order(r):
            fused = shipped(r)
            if not r['kw'][V] or not lead(r, how, x):
                return fused
            top = r['kw'][V][0][0]
            if top in {d for d, _ in r['vec'][:n]} or (c > 0 and r['cos'][fused[0]] - r['cos'][top] >= c):
                return fused
            return first(fused, top)
        return order
    if name == 'lead+agree':
        how, x, n = p[1], float(p[2]), int(p[3])

        def order(r):
            kw = r['kw'][V]
            if kw and (lead(r, how, x) or kw[0][0] in {d for d, _ in r['vec'][:n]}):
                return first(shipped(r), kw[0][0])
            return shipped(r)
        return order
    raise ValueError(spec)


def grid():
    out = ['ranks']
    for x in (0.02, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5):
        out.append('lead:ratio:%g' % x)
    for x in (0.01, 0.02, 0.03, 0.05, 0.08, 0.1, 0.15, 0.2):
        out.append('lead:gap:%g' % x)
    for how, xs in (('ratio', (0.05, 0.1, 0.2, 0.3)), ('gap', (0.02, 0.05, 0.1))):
        for x in xs:
            for s in (0.8, 0.9, 1.0):
                out.append('share:%s:%g:%g' % (how, x, s))
    for x in (0.01, 0.02, 0.05, 0.1):
        for s in (0.3, 0.5, 0.6):
            out.append('flat:%g:%g' % (x, s))
    for x in (0.02, 0.05, 0.1, 0.15, 0.2, 0.3):
        out.append('cosm:%g' % x)
    for x in (0.001, 0.01, 0.02, 0.05, 0.1):
        out.append('ties:%g' % x)
    for n in (1, 2, 3, 5, 10):
        out.append('agree:%d' % n)
    for how, xs in (('ratio', (0.1, 0.15, 0.2, 0.25)), ('gap', (0.02, 0.03, 0.05, 0.1))):
        for x in xs:
            for c in (0.1, 0.15, 0.2, 0.3):
                out.append('lead+cos:%s:%g:%g' % (how, x, c))
    for x in (0.15, 0.2, 0.25, 0.3, 0.4):
        for c in (0, 0.15, 0.2, 0.3):
            for n in (2, 3):
                out.append('lead+cos:ratio:%g:%g:%d' % (x, c, n))
    for x in (0.1, 0.2, 0.3):
        for n in (1, 3, 5):
            out.append('lead+agree:ratio:%g:%d' % (x, n))
    return out


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    opts = dict(a[2:].split('=', 1) for a in sys.argv[1:] if a.startswith('--'))
    folder, half = args[0], args[1] if len(args) > 1 else 'tune'
    data = {g: load(f'{folder}/{g}-{half}.jsonl') for g in ('turns', 'observations')}
    fmt = lambda m: '%.3f / %.3f' % m
    bm25 = {g: hits(rows, lambda r: [d for d, _ in r['kw'][V]]) for g, rows in data.items()}
    vect = {g: hits(rows, lambda r: [d for d, _ in r['vec']]) for g, rows in data.items()}
    for name, m in (('bm25 only', bm25), ('vector only', vect)):
        print('%-28s sum %.3f  turns %s  observations %s' % (name, sum(sum(x) for x in m.values()),
                                                             fmt(m['turns']), fmt(m['observations'])))
    specs = opts['only'].split(',') if 'only' in opts else grid()
    results = []
    for spec in specs:
        m = {g: hits(rows, rule(spec)) for g, rows in data.items()}
        results.append((sum(sum(x) for x in m.values()), spec, m))
    results.sort(key=lambda x: -x[0])
    for tot, spec, m in results[: int(opts.get('top', 200))]:
        mark = ' turns@1>=bm25' if m['turns'][0] >= bm25['turns'][0] else ''
        print('%-28s sum %.3f  turns %s  observations %s%s' % (spec, tot, fmt(m['turns']), fmt(m['observations']), mark))


if __name__ == '__main__':
    main()
