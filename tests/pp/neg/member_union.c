// expect: 8:10: error: member access into 'p', a union, is not supported in a region (its members share memory)
union u { double a[10]; long b[10]; };
void f(union u *p)
{
    int i;
#pragma bbmm
    for (i = 0; i < 10; i++)
        p->a[i] = 0.0;
}
