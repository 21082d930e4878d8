// expect: 7:22: error: member access ('->') is not supported in a region
struct s { int n; };
void f(struct s *p, double A[100])
{
    int i;
#pragma bbmm
    for (i = 0; i < p->n; i++)
        A[i] = 0.0;
}
