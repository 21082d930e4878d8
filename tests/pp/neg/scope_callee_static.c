// expect: 11:12: error: host access to 'w' (in 'step', called inside the scope at line 19) inside a bbmm data scope: the devices may hold newer values; add '#pragma bbmm update host(w)' before it
/* a data scope without a list keeps the static array a called function's region writes, which that function then reads on the host */
#include <stdio.h>
static double step(double x)
{
    static double w[8];
    int i;
#pragma bbmm
    for (i = 0; i < 8; i++)
        w[i] = x + i;
    return w[7];
}
int main(void)
{
    int t;
    double acc = 0.0;
#pragma bbmm data
    for (t = 0; t < 3; t++)
        acc += step(t);
    printf("%a\n", acc);
    return 0;
}
