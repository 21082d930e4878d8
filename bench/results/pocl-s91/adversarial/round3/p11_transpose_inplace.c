/* in-place transpose with a temporary, and in-place row swap */
#include <stdio.h>
#define N 17
static double A[N][N];
static void run(int n, int r1, int r2)
{
    int i, j;
    double t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i * 100 + j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = i + 1; j < n; j++) {
            t = A[i][j];
            A[i][j] = A[j][i];
            A[j][i] = t;
        }
#pragma bbmm
    for (j = 0; j < n; j++) {
        double s = A[r1][j];
        A[r1][j] = A[r2][j];
        A[r2][j] = s;
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
}
int main(void)
{
    run(1, 0, 0); run(17, 2, 9); run(6, 5, 5); run(10, 16, 0);
    return 0;
}
