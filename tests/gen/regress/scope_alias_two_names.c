/* two names of one memory (a parameter and the global it points to, one array passed twice), in and out of a data scope: the regions run on the host as written */
#include <stdio.h>
#include <string.h>
#define N 16
static double A[N], B[N];
static double X[N * N], Y[N * N];
static void f(int n, double *p)
{
    int i;
#pragma bbmm array(p[n])
    for (i = 1; i < n; i++)
        p[i] = A[i - 1] + A[i];
}
static void sm(int n, double *a, double *b)
{
    int i, j;
#pragma bbmm array(a[n][n], b[n][n])
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            b[i * n + j] = 0.5 * a[i * n + j] + 0.125 * (a[(i - 1) * n + j] + a[i * n + j - 1]);
}
static void run(const char *mode)
{
    int i, n = 8;
    for (i = 0; i < N; i++) {
        A[i] = i % 7;
        B[i] = 0;
    }
    for (i = 0; i < N * N; i++) {
        X[i] = (i * 13) % 7;
        Y[i] = i % 5;
    }
    if (!strcmp(mode, "param")) {
        f(N, B);
        f(N, A);
    } else if (!strcmp(mode, "same")) {
        sm(n, X, Y);
        sm(n, Y, Y);
    } else {
#pragma bbmm data(X, Y)
        {
            sm(n, X, Y);
            sm(n, Y, Y);
        }
    }
    for (i = 0; i < N; i++)
        printf("%a %a %a\n", A[i], B[i], Y[i]);
}
int main(void)
{
    run("param");
    run("same");
    run("data");
    return 0;
}
