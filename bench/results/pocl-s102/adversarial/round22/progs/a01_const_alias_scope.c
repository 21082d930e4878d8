/* explicit data scope keeps A; a const alias p = A is read in a region while
   another region updates A; host reads through p after update host */
#include <stdio.h>
#define N 64
static double A[N][N], B[N][N];
static void smooth(int n, const double (*p)[N], double (*b)[N])
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            b[i][j] = 0.25 * (p[i-1][j] + p[i+1][j] + p[i][j-1] + p[i][j+1]);
}
static void relax(int n, double (*a)[N], double (*b)[N])
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            a[i][j] = 0.5 * a[i][j] + 0.5 * b[i][j];
}
int main(void)
{
    int i, j, t;
    const double (*p)[N] = (const double (*)[N])A;
    double s = 0.0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) { A[i][j] = (double)((i * 7 + j * 3) % 11) / 3.0; B[i][j] = 0.0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 6; t++) {
        smooth(N, p, B);
        relax(N, A, B);
        if (t % 2 == 1) {
#pragma bbmm update host(A)
            s += p[N/2][N/2] + p[1][2];
        }
    }
    for (i = 0; i < N; i += 7)
        printf("%a %a\n", A[i][i], B[i][N-1-i]);
    printf("%a\n", s);
    return 0;
}
