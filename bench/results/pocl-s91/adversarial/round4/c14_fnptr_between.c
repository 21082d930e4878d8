/* a function pointer call modifies the array between region calls in a time loop */
#include <stdio.h>
#define N 24
static double A[N][N];
static void bump(double (*X)[N], int k) { X[k][k] += 100.0; }
static void (*hook)(double (*)[N], int) = bump;
static void relax(int n)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            A[i][j] = 0.5 * A[i][j] + 0.125 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
}
int main(void)
{
    int t, i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i + j) % 4;
    for (t = 0; t < 8; t++) {
        relax(N);
        hook(A, 1 + t % (N - 2));
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a%c", A[i][j], j == N - 1 ? '\n' : ' ');
    return 0;
}
