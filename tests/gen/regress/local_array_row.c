/* scratch row declared in the i loop, filled by one j loop and read by the next (with an offset) */
#include <stdio.h>
#define N 20
static double a[N][N], b[N][N];
static void f(int n)
{
    for (int i = 0; i < n; i++) {
#pragma bbmm
        for (int k = 0; k < 1; k++) {
            double row[N];
            for (int j = 0; j < n; j++)
                row[j] = a[i][j] * 2.0 + k;
            for (int j = 1; j < n - 1; j++)
                b[i][j] = row[j - 1] + row[j + 1] - row[j];
        }
    }
}
static void g(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double row[N], col[N];
        for (j = 0; j < n; j++)
            row[j] = a[i][j] * 2.0;
        for (j = 0; j < n; j++)
            col[j] = a[j][i] + 1.0;
        for (j = 1; j < n - 1; j++)
            b[i][j] = row[j - 1] + row[j + 1] - col[j] * row[j];
    }
}
int main(void)
{
    int i, j, n;
    for (n = 0; n <= N; n += 3) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = i * 0.25 - j * 0.5; b[i][j] = -1; }
        f(n);
        for (i = 0; i < N; i++) { for (j = 0; j < N; j++) printf(" %a", b[i][j]); printf("\n"); }
        g(n);
        for (i = 0; i < N; i++) { for (j = 0; j < N; j++) printf(" %a", b[i][j]); printf("\n"); }
    }
    return 0;
}
