// expect: 9:16: error: member 'p->in' has type 'struct in': a region reads only members of arithmetic type
struct in { double a[8]; };
struct s { struct in in; int n; };
void f(struct s *p, double A[8])
{
    int i;
#pragma bbmm
    for (i = 0; i < 8; i++)
        A[i] = p->in;
}
