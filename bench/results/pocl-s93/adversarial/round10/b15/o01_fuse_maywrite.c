/* sibling nests: the first writes b[i] only where a data condition holds (a may-write), the second reads b[i + 1] and b[i - 1]; clipping then a flux from the clipped values, in a host time loop */
#include <stdio.h>
#define N 64
static double a[N], b[N], c[N];
static void clip_flux(int n, double lim)
{
    int i;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            if (a[i] > lim) b[i] = lim;
        for (i = 1; i < n - 1; i++)
            c[i] = b[i + 1] - b[i - 1];
    }
}
int main(void)
{
    int ns[] = {1, 2, 3, 17, 64};
    for (int s = 0; s < 5; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) { a[i] = (i * 7 % 10) * 0.2; b[i] = a[i]; c[i] = 0.0; }
        for (int t = 0; t < 3; t++) {
            clip_flux(n, 1.5 - 0.3 * t);
            for (int i = 0; i < n; i++) a[i] += c[i] * 0.5;
        }
        for (int i = 0; i < n; i++) printf("%a %a %a\n", a[i], b[i], c[i]);
    }
    return 0;
}
