#include <stdio.h>
#include <math.h>
#define N 64
#define BS 8
double a[N][N];
static void lu_block(int k0, int k1)
{
    int i, j, k;
#pragma bbmm name(lublk)
    for (k = k0; k < k1; k++) {
        for (i = k + 1; i < N; i++)
            a[i][k] = a[i][k] / a[k][k];
        for (i = k + 1; i < N; i++)
            for (j = k + 1; j < N; j++)
                a[i][j] = a[i][j] - a[i][k] * a[k][j];
    }
}
int main(void)
{
    int i, j, kb;
    double t;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            a[i][j] = (double)((i * 7 + j * 13) % 23) / 4.0 + (i == j ? 30.0 : 0.0);
    for (kb = 0; kb < N; kb += BS) {
        /* host: swap the row with the largest diagonal of the next block in */
        int best = kb;
        for (i = kb; i < kb + BS; i++)
            if (fabs(a[i][kb]) > fabs(a[best][kb]))
                best = i;
        for (j = 0; j < N; j++) {
            t = a[kb][j]; a[kb][j] = a[best][j]; a[best][j] = t;
        }
        lu_block(kb, kb + BS);
    }
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += a[i][j] * (double)((i * 3 + j) % 7 + 1);
    printf("%a\n", s);
    return 0;
}
