#!/usr/bin/env python3
"""mg_phases.py MG/mg.c: after mg_scope.py, print the wall time of each
step of MG's timed part to stderr ("phase NAME ms"), so that the host's
share around the kernels can be told apart: resid, norm2u3, each
iteration's mg3P and resid, and the data scope's end."""
import sys
p = sys.argv[1]
s = open(p).read()
helper = """#include <time.h>
static double ph_t0;
static double ph_now(void) { struct timespec ts; clock_gettime(CLOCK_MONOTONIC, &ts); return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6; }
#define PH(name) do { double ph_t = ph_now(); fprintf(stderr, "phase %-12s %9.3f ms\\n", name, ph_t - ph_t0); ph_t0 = ph_t; } while (0)
"""
s = s.replace('#include "npb-C.h"', '#include "npb-C.h"\n' + helper, 1)
old = """#pragma bbmm data
    {
    resid(u[lt],v,r[lt],n1,n2,n3,a,lt);
    norm2u3(r[lt],n1,n2,n3,&rnm2,&rnmu,nx[lt],ny[lt],nz[lt]);

    for ( it = 1; it <= nit; it++) {
	mg3P(u,v,r,a,c,n1,n2,n3,lt);
	resid(u[lt],v,r[lt],n1,n2,n3,a,lt);
    }
    norm2u3(r[lt],n1,n2,n3,&rnm2,&rnmu,nx[lt],ny[lt],nz[lt]);
    }"""
new = """ph_t0 = ph_now();
#pragma bbmm data
    {
    resid(u[lt],v,r[lt],n1,n2,n3,a,lt); PH("resid0");
    norm2u3(r[lt],n1,n2,n3,&rnm2,&rnmu,nx[lt],ny[lt],nz[lt]); PH("norm0");

    for ( it = 1; it <= nit; it++) {
	mg3P(u,v,r,a,c,n1,n2,n3,lt); PH("mg3P");
	resid(u[lt],v,r[lt],n1,n2,n3,a,lt); PH("resid");
    }
    norm2u3(r[lt],n1,n2,n3,&rnm2,&rnmu,nx[lt],ny[lt],nz[lt]); PH("norm1");
    }
    PH("scope-end");"""
assert old in s and '#include "npb-C.h"' in s, "run mg_scope.py first"
s = s.replace(old, new, 1)
open(p, "w").write(s)
