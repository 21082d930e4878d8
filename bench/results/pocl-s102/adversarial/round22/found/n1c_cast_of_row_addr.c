/* passing a kept array through a cast to a function whose region only reads
   it is refused as a "host access" inside an explicit data scope once a region
   has written it; without the cast the same program is accepted */
#include <stdio.h>
#define N 16
static double A[N][N], B[N][N];
static void fill(int n, double (*b)[N], int t)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            b[i][j] = b[i][j] * 0.5 + (double)(i - j + t);
}
static void relax(int n, double (*a)[N], const double (*b)[N])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            a[i][j] = 0.5 * a[i][j] + 0.5 * b[i][j];
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = i + j; B[i][j] = i - j; }
#pragma bbmm data(A, B)
    for (t = 0; t < 3; t++) {
        fill(N, B, t);
        relax(N, A, (const double (*)[N])&B[0]);
    }
    printf("%a %a\n", A[3][4], B[5][1]);
    return 0;
}
