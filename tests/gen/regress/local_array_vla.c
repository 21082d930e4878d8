/* scratch array whose size is a parameter of the function (a VLA), in a time loop, with a helper */
#include <stdio.h>
#include <stdlib.h>
static double sq(double x) { return x * x; }
static void smooth(int n, int m, double a[n][m], int steps)
{
    int t, i, j;
#pragma bbmm
    for (t = 0; t < steps; t++)
        for (i = 1; i < n - 1; i++) {
            double tmp[m];
            for (j = 0; j < m; j++)
                tmp[j] = (a[i - 1][j] + a[i + 1][j]) * 0.5;
            for (j = 0; j < m; j++)
                a[i][j] = tmp[j] + sq(tmp[m - 1 - j]) * 0.001;
        }
}
int main(void)
{
    int n, m, i, j;
    for (n = 0; n <= 13; n += 4)
        for (m = 1; m <= 9; m += 4) {
            double (*a)[m] = malloc(sizeof(double) * (size_t)(n ? n : 1) * (size_t)m);
            for (i = 0; i < n; i++) for (j = 0; j < m; j++) a[i][j] = (i * 7 + j * 3) % 11 * 0.125;
            smooth(n, m, a, 3);
            for (i = 0; i < n; i++) { for (j = 0; j < m; j++) printf(" %a", a[i][j]); printf("\n"); }
            free(a);
        }
    return 0;
}
