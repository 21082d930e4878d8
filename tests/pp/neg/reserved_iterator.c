// expect: 6:10: error: the name 'tlo0' is reserved by bbmm-pp for tile bounds
void f(int n, double a[n])
{
    int tlo0;
#pragma bbmm
    for (tlo0 = 0; tlo0 < n; tlo0++)
        a[tlo0] = 1.0;
}
