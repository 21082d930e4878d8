/* scalar accumulated in an inner loop then stored; 2-D sums in both orders; scalar read after region */
#include <stdio.h>
#define N 24
static double A[N][N], rs[N], cs[N];
static float FA[N][N], fr[N];
static double last;
static void f(int n, int m)
{
    int i, j;
    double s, tot = 0.5;
    float t;
#pragma bbmm
    {
        for (i = 0; i < n; i++) {
            s = 0.0;
            for (j = 0; j < m; j++) s += A[i][j] * A[j][i];
            rs[i] = s;
        }
        for (j = 0; j < m; j++) {
            cs[j] = 1.0;
            for (i = n - 1; i >= 0; i--) cs[j] = cs[j] * 0.5 + A[i][j];
        }
        for (i = 0; i < n; i++) {
            t = FA[i][0];
            for (j = 1; j < m; j++) t = t * 0.75f + FA[i][j];
            fr[i] = t;
        }
        for (i = 0; i < n; i++) for (j = 0; j < m; j++) tot += A[i][j] * rs[i];
    }
    last = tot;
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 3 + j * 7) % 11 * 0.1 + 1.0 / (i + j + 1); FA[i][j] = (float)A[i][j] * 1.3f; }
    for (n = 1; n <= N; n += 7) {
        f(n, N + 1 - n);
        for (i = 0; i < N; i++) printf("%d %a %a %a\n", n, rs[i], cs[i], (double)fr[i]);
        printf("%a\n", last);
    }
    return 0;
}
