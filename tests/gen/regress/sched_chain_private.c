/* A chain (pp_nest.chain) whose parallel parts keep scalars of their own
 * (t: private to each point) beside a serial part that sums, tests data
 * and writes a row the next part reads, inside a loop over m that stays
 * on the host: per m one launch runs every step of k. */
// expect-explain: chain: k serial, run inside one work-group
#include <stdio.h>
#define M 3
#define N 41
#define W 23
double a[M][N], b[W], c[M][N];
int main(void)
{
    int m, k, i, j;
    double s, t;
    for (m = 0; m < M; m++) {
        for (k = 0; k < N; k++)
            a[m][k] = (double)((m * 5 + k * 3) % 7) / 7.0 - 0.25;
        for (i = 0; i < W; i++)
            b[i] = (double)(i % 5) / 5.0;
    }
#pragma bbmm
    for (m = 0; m < M; m++) {
        for (k = 1; k < N; k++) {
            s = 0.0;
            for (j = 0; j < k; j++)
                s += a[m][j] * 0.5;
            if (s > 0.0)
                c[m][k] = s;
            else
                c[m][k] = -s + a[m][k];
            for (i = 0; i <= k && i < W; i++) {
                t = b[i] * 0.75;
                b[i] = t + c[m][k] * (double)i / (double)W;
            }
            a[m][k] = a[m][k] + b[k % W] * 0.125;
        }
        c[m][0] = (double)k; /* the value the chain's loop leaves */
    }
    printf("%d %d %d %d\n", m, k, i, j); /* the values the region's loops leave */
    for (m = 0; m < M; m++) {
        for (k = 0; k < N; k++)
            printf("%a %a\n", a[m][k], c[m][k]);
        for (i = 0; i < W; i++)
            printf("%a\n", b[i]);
    }
    return 0;
}
