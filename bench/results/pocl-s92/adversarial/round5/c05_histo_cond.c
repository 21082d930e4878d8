/* histogram by bins: each bin scans the data and counts matches (condition on data), plus bin sums */
#include <stdio.h>
#define N 100
#define NB 8
static double x[N], hs[NB];
static int h[NB];
static void histo(int n, int nb)
{
    int b, i;
#pragma bbmm
    for (b = 0; b < nb; b++) {
        h[b] = 0; hs[b] = 0.0;
        for (i = 0; i < n; i++)
            if ((int)(x[i] * nb) == b) { h[b] += 1; hs[b] += x[i]; }
    }
}
int main(void)
{
    int i, n, nb;
    for (i = 0; i < N; i++) x[i] = (double)((i * 37 + 11) % 97) / 97.0;
    for (n = 0; n <= N; n += 33)
        for (nb = 1; nb <= NB; nb += 3) {
            histo(n, nb);
            printf("%d %d:", n, nb);
            for (i = 0; i < nb; i++) printf(" %d %a", h[i], hs[i]);
            printf("\n");
        }
    return 0;
}
