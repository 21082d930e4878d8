/* neighbours of the isl internal error: size_t comparisons with a long parameter in conjunctions, in bounds and ifs */
#include <stdio.h>
#include <stddef.h>
#define N 12
static double A[N][N], s[N], t[N];
static void f(int n, long w)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        s[i] = 0.0;
        for (j = 0; j < n && (size_t)j < (size_t)i + (size_t)w; j++)
            s[i] += A[i][j];
    }
#pragma bbmm
    for (i = 0; i < n; i++) {
        t[i] = 0.0;
        for (j = 0; j < n; j++)
            if (j <= i && (unsigned long)j < (unsigned long)(i + w))
                t[i] += A[j][i];
    }
}
int main(void)
{
    int n, i, j;
    long w;
    for (n = 0; n <= N; n += 4)
        for (w = -2; w <= 3; w++) {
            for (i = 0; i < N; i++) { s[i] = t[i] = -1; for (j = 0; j < N; j++) A[i][j] = i * N + j; }
            f(n, w);
            for (i = 0; i < N; i++) printf("%a %a\n", s[i], t[i]);
        }
    return 0;
}
