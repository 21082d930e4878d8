/* parallel(i, j) with the scratch declared outside the named loops (inside the region, before i): a real dependence when a later iteration reads a value left by an earlier one */
#include <stdio.h>
#define N 10
static double a[N][N], b[N][N];
static void f(int n)
{
    int i, j, m;
#pragma bbmm parallel(i, j)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            b[i][j] = 0.0;
            for (m = 0; m < 3; m++)
                b[i][j] += a[i][j] * (m + 1);
        }
    (void)m;
}
static void g(int n)
{
    int i, j;
    double s[3];
    s[0] = s[1] = s[2] = 0.0;
#pragma bbmm parallel(i, j)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            s[(i + j) % 3] += a[i][j];
            b[i][j] = s[(i + j) % 3];
        }
}
int main(void)
{
    int n, i, j;
    for (n = 0; n <= N; n += 3) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = i - j * 0.5; b[i][j] = 0; }
        f(n); g(n);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", b[i][j]);
    }
    return 0;
}
