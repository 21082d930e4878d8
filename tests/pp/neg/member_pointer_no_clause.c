// expect: 8:9: error: extents of array 'p->v' are unknown: declare it with sizes or add array(p->v[N0]) to the pragma
struct s { int n; double *v; };
void f(struct s *p)
{
    int i;
#pragma bbmm
    for (i = 0; i < p->n; i++)
        p->v[i] = 0.0;
}
