// A time loop calling a region function: an automatic data scope keeps a and b on the devices.
// expect-output: bbmm_data_begin\(bbmm_pp_context_later\(\), 2, \(void \*const\[\]\)\{\(void \*\)\(a\), \(void \*\)\(b\)\}\), "automatic data scope at auto_loop.c:20"\); bbmm_pp_repeats\(\(\(double\)\(8\) - \(double\)\(0\)\) / 1\); for
// expect-output: step\(n, a, b\); bbmm_pp_check\(bbmm_pp_context_later\(\), bbmm_data_end\(bbmm_pp_context_later\(\)\), "automatic data scope at auto_loop.c:20"\); \}
// expect-explain: automatic data scope in main, lines 20-21: a, b stay on the devices across its regions
#include <stdio.h>
static void step(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        B[i] = 0.5 * (A[i - 1] + A[i + 1]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        A[i] = B[i];
}
int main(void)
{
    static double a[64], b[64];
    int t, n = 64;
    for (t = 0; t < 8; t++)
        step(n, a, b);
    printf("%f\n", a[5]);
    return 0;
}
