/* an inlined array helper called with the same array as input and output: upd(a[i], a[i]) style via pointer rows */
#include <stdio.h>
#define N 8
#define M 5
static double q[N][M], r[N][M];
static void scale_row(double out[M], const double in[M])
{
    int m;
    for (m = 1; m < M; m++) out[m] = in[m - 1] * 0.5 + in[m];
}
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        scale_row(r[i], q[i]);
        scale_row(q[i], q[i]);
    }
}
int main(void)
{
    int i, m, n;
    for (n = 0; n <= N; n += 3) {
        for (i = 0; i < N; i++) for (m = 0; m < M; m++) { q[i][m] = i + m * 0.25; r[i][m] = 0; }
        f(n);
        for (i = 0; i < N; i++) for (m = 0; m < M; m++) printf("%a %a\n", q[i][m], r[i][m]);
    }
    return 0;
}
