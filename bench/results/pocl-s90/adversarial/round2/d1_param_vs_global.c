/* time loop in a function whose region arrays are parameters; a helper in the loop writes the global they point to */
#include <stdio.h>
#define N 10
static double A[N][N], B[N][N];
static void bc(int t) { int i; for (i = 0; i < N; i++) A[i][0] = A[i][N - 1] = t * 0.5; }
static void solve(double (*a)[N], double (*b)[N], int steps)
{
    int i, j, t;
    for (t = 0; t < steps; t++) {
#pragma bbmm array(a[N][N], b[N][N])
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
        bc(t);
#pragma bbmm array(a[N][N], b[N][N])
        for (i = 1; i < N - 1; i++)
            for (j = 0; j < N; j++)
                a[i][j] = b[i][j] + 0.125 * a[i][j];
    }
}
int main(void)
{
    int i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 3 + j) % 5; B[i][j] = 0; }
    solve(A, B, 4);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
