/* nolist scope: after a region on A, passing the view A + n / 2 to a region function is refused as a "host access to 'A'" (A + n - 4, A + (n / 2) are accepted) */
#include <stdio.h>
static double A[8];
static void step(int m, double *x)
{
    int i;
#pragma bbmm
    for (i = 0; i < m; i++)
        x[i] += 1.0;
}
int main(void)
{
    int n = 8, t, i;
#pragma bbmm data
    for (t = 0; t < 2; t++) {
        step(n, A);
        step(n / 2, A + n / 2);
    }
    for (i = 0; i < 8; i++) printf("%a\n", A[i]);
    return 0;
}
