// expect: 8:19: error: member 'p->n' is a bit-field: a region does not read bit-fields (copy it to a variable before the region)
struct s { int n : 3; unsigned g : 2; double a[4]; };
void f(struct s *p)
{
    int i;
#pragma bbmm
    for (i = 0; i < 4; i++)
        p->a[i] = p->n + p->g;
}
