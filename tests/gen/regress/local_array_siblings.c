/* two sibling nests each declare their own scratch 't' of one shape, plus an int array and a 2-D one */
#include <stdio.h>
#define N 16
#define M 5
static double u[N][N], v[N][N];
static long cnt[N];
static void f(int n, double w)
{
    int i, j, m;
#pragma bbmm
    {
        for (i = 0; i < n; i++) {
            double t[M];
            for (m = 0; m < M; m++)
                t[m] = u[i][0] * w + m;
            for (j = 0; j < n; j++)
                v[i][j] = t[j % M] - t[(j + 1) % M];
        }
        for (j = 0; j < n; j++) {
            double t[M];
            int c[2];
            double q[2][M];
            c[0] = 0;
            c[1] = j;
            for (m = 0; m < M; m++) {
                t[m] = v[j][0] + m;
                q[0][m] = t[m] * 0.5;
                q[1][m] = t[m] * 0.25;
                c[0] = c[0] + m * j;
            }
            cnt[j] = c[0] + c[1];
            for (i = 0; i < n; i++)
                u[i][j] = q[i % 2][i % M] + t[M - 1];
        }
    }
}
int main(void)
{
    int i, j, n;
    for (n = 1; n <= N; n += 5) {
        for (i = 0; i < N; i++) { cnt[i] = 0; for (j = 0; j < N; j++) { u[i][j] = i * 0.25 - j * 0.5; v[i][j] = 0; } }
        f(n, 1.5);
        f(n, -0.5);
        for (i = 0; i < N; i++) { printf("%ld", cnt[i]); for (j = 0; j < N; j++) printf(" %a %a", u[i][j], v[i][j]); printf("\n"); }
    }
    return 0;
}
