/* (S a plain number) global grid with halo; the interior is passed as a pointer to its first interior element with the full row stride (array clause), alternating with a halo-fill region on the whole grid */
#include <stdio.h>
#define N 12
#define S 14
static double g[S * S];
static void halo(void)
{
    int i;
#pragma bbmm
    {
        for (i = 1; i <= N; i++) { g[i * S] = g[i * S + N]; g[i * S + N + 1] = g[i * S + 1]; }
        for (i = 0; i < S; i++) { g[i] = g[N * S + i]; g[(N + 1) * S + i] = g[S + i]; }
    }
}
static void interior(double *in, double *out)
{
    int i, j;
#pragma bbmm array(in[N][S], out[N][N])
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            out[i * N + j] = in[i * S + j] + 0.1 * in[i * S + j + 1];
}
static double res[N * N];
int main(void)
{
    for (int k = 0; k < S * S; k++) g[k] = (k * 5) % 9;
    for (int t = 0; t < 4; t++) {
        halo();
        interior(&g[S + 1], res);
        interior(&g[S], res);
    }
    for (int k = 0; k < N * N; k += 5) printf("%a\n", res[k]);
    for (int k = 0; k < S * S; k += 7) printf("%a\n", g[k]);
    return 0;
}
