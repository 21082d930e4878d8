/* An automatic data scope around a time loop whose host code fills an
 * array local to main (never decayed, never addressed) between the
 * regions: the kept arrays stay on the devices, the local one on the host. */
#include <stdio.h>
#define N 48
#define T 6
static void smooth(int n, double A[n][n], double B[n][n])
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            B[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
}
int main(void)
{
    static double a[N][N], b[N][N];
    double hist[2 * T + 1], w[3][2];
    int i, j, t;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            a[i][j] = (double)((i * 7 + j * 3) % 11) / 11.0;
            b[i][j] = 0.0;
        }
    hist[0] = 1.0;
    w[0][0] = w[1][1] = w[2][0] = 0.5;
    w[1][0] = 0.25; /* read at t = 1: no element is read before it is written */
    for (t = 0; t < T; t++) {
        smooth(N, a, b);
        hist[2 * t + 1] = hist[2 * t] * 0.5 + w[t % 3][0];
        smooth(N, b, a);
        hist[2 * t + 2] = hist[2 * t + 1] + 1.0;
        w[t % 3][1] = hist[2 * t + 2];
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%a %a\n", a[i][j], b[i][j]);
    for (t = 0; t <= 2 * T; t++)
        printf("%a\n", hist[t]);
    printf("%a %a\n", w[0][1], w[2][1]);
    return 0;
}
