/* pointer extents from subscripts: arrays end right before a PROT_NONE page; reversed, strided, ternary-guarded and triangular accesses */
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
static double *at_end(size_t cnt)
{
    size_t pg = (size_t)sysconf(_SC_PAGESIZE);
    char *p = mmap(NULL, 8 * pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    mprotect(p + 7 * pg, pg, PROT_NONE);
    return (double *)(p + 7 * pg) - cnt;
}
static void rev(int n, const double *x, double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[i] = x[n - 1 - i] * 2.0;
}
static void strided(int n, const double *x, double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[2 * i] = x[2 * i] + 1.0;
}
static void guarded(int n, const double *x, double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[i] = (i + 1 < n) ? x[i + 1] - x[i] : x[0];
}
static void tri(int n, const double *x, double *y)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        y[i] = 0.0;
        for (j = 0; j <= i; j++)
            y[i] += x[i - j] * (j + 1);
    }
}
int main(void)
{
    int s, i;
    int ns[] = {1, 2, 5, 30};
    for (s = 0; s < 4; s++) {
        int n = ns[s];
        double *x = at_end(n), *y = at_end(n);
        double *xs = at_end(2 * n - 1), *ys = at_end(2 * n - 1);
        for (i = 0; i < n; i++) { x[i] = i * 0.5 + 1; y[i] = 0; }
        for (i = 0; i < 2 * n - 1; i++) { xs[i] = i * 0.25; ys[i] = -1; }
        rev(n, x, y);
        for (i = 0; i < n; i++) printf("%a\n", y[i]);
        guarded(n, x, y);
        for (i = 0; i < n; i++) printf("%a\n", y[i]);
        tri(n, x, y);
        for (i = 0; i < n; i++) printf("%a\n", y[i]);
        strided(n, xs, ys);
        for (i = 0; i < 2 * n - 1; i++) printf("%a\n", ys[i]);
    }
    return 0;
}
