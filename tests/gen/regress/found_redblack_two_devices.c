/* differed on 2 devices (a race; fixed: hull write boxes carry values of earlier phases, bbmmi_mgr_carry): two runs of a region of two red-black sweeps `for (j = (i + c) % 2; j < n; j += 2)` of C (a host loop calls it twice; one run matches) */
#include <stdio.h>
#define NN 22
double C[NN][NN];
static void sweep(int n)
{
    int i, j;
#pragma bbmm
    {
        for (i = 1; i < n - 1; i++)
            for (j = (i + 0) % 2; j < n; j += 2)
                C[i][j] = 0.5 * (C[i - 1][j] + C[i + 1][j]) - 0.125 * C[i][j];
        for (i = 1; i < n - 1; i++)
            for (j = (i + 1) % 2; j < n; j += 2)
                C[i][j] = 0.5 * (C[i - 1][j] + C[i + 1][j]) - 0.125 * C[i][j];
    }
}
int main(void)
{
    int n = 20, i, j, t;
    for (i = 0; i < NN; i++)
        for (j = 0; j < NN; j++)
            C[i][j] = (double)((i * 5 + j * 3 + 7) % 801 - 400) / 4.0;
    for (t = 0; t < 2; t++)
        sweep(n);
    for (i = 0; i < NN; i++)
        for (j = 0; j < NN; j++)
            printf("%a\n", C[i][j]);
    return 0;
}
