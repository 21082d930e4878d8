#!/usr/bin/env python3
"""mg_scope.py MG/mg.c: the two lines a user adds to NPB MG (already
through bench/npb.sh's pragma swap) to keep its grids on the devices
across the timed part: "#pragma bbmm data" around it in main (the
residual and norm before the iterations, the iterations, the norm after),
and "#pragma bbmm update host(z)" before showall's prints (its debug
output, off by default, which the scope's check asks for)."""
import sys
p = sys.argv[1]
s = open(p).read()
loop = """    resid(u[lt],v,r[lt],n1,n2,n3,a,lt);
    norm2u3(r[lt],n1,n2,n3,&rnm2,&rnmu,nx[lt],ny[lt],nz[lt]);

    for ( it = 1; it <= nit; it++) {
	mg3P(u,v,r,a,c,n1,n2,n3,lt);
	resid(u[lt],v,r[lt],n1,n2,n3,a,lt);
    }
    norm2u3(r[lt],n1,n2,n3,&rnm2,&rnmu,nx[lt],ny[lt],nz[lt]);"""
show = """    printf("\\n");
    for (i3 = 0; i3 < m3; i3++) {
	for (i1 = 0; i1 < m1; i1++) {"""
assert loop in s and show in s, "not NPB 3.0 MG"
s = s.replace(loop, "#pragma bbmm data\n    {\n" + loop + "\n    }", 1)
s = s.replace(show, "#pragma bbmm update host(z)\n" + show, 1)
open(p, "w").write(s)
