/* A scratch array of a function, expanded over the region's loops: when
 * the function names it nowhere outside the region but in its declaration
 * (NPB LU's tmat in blts and buts), nothing reads it after the region and
 * nothing of it is copied back (parser.c, pp_array.dead_after); when
 * the function names it anywhere else -- read after the region, read
 * before the region in a loop around it (the next round reads what the
 * region wrote last), through a pointer taken before the region, or it is
 * a parameter (the caller's memory) -- the copy of the iteration whose
 * writes are final is copied back, as before. */
// expect-explain: one copy of t1 per iteration of loop i \(the array is dead after the region
// expect-explain: t2 takes the copy of iteration \(n - 1\)
// expect-explain: t3 takes the copy of iteration \(n - 1\)
// expect-explain: t4 takes the copy of iteration \(n - 1\)
// expect-explain: t5 takes the copy of iteration \(n - 1\)
#include <stdio.h>
#define N 24
#define M 4
static double a[N][M], b[N][M], c[N][M], e[N][M], g[N][M];
static double dead(int n)
{
    int i, m;
    double t1[M];
#pragma bbmm
    for (i = 0; i < n; i++) {
        for (m = 0; m < M; m++)
            t1[m] = a[i][m] * 0.5 + m;
        for (m = 0; m < M; m++)
            b[i][m] = t1[m] * t1[M - 1 - m];
    }
    return b[n - 1][0];
}
static double read_after(int n)
{
    int i, m;
    double t2[M];
#pragma bbmm
    for (i = 0; i < n; i++) {
        for (m = 0; m < M; m++)
            t2[m] = a[i][m] * 0.25;
        for (m = 0; m < M; m++)
            c[i][m] = t2[m] + t2[M - 1 - m];
    }
    return t2[0] + t2[M - 1];
}
static double read_before_in_loop(int n)
{
    int i, m, s;
    double t3[M] = {0.0}, acc = 0.0;
    for (s = 0; s < 3; s++) {
        acc += t3[1];
#pragma bbmm
        for (i = 0; i < n; i++) {
            for (m = 0; m < M; m++)
                t3[m] = a[i][m] + s;
            for (m = 0; m < M; m++)
                e[i][m] = e[i][m] + t3[M - 1 - m] * 0.5;
        }
    }
    return acc;
}
static double through_pointer(int n)
{
    int i, m;
    double t4[M], *q = t4;
#pragma bbmm
    for (i = 0; i < n; i++) {
        for (m = 0; m < M; m++)
            t4[m] = a[i][m] - 2.0;
        for (m = 0; m < M; m++)
            g[i][m] = t4[m] * t4[M - 1 - m];
    }
    return q[1];
}
static void parameter(int n, double t5[M])
{
    int i, m;
#pragma bbmm
    for (i = 0; i < n; i++) {
        for (m = 0; m < M; m++)
            t5[m] = a[i][m] * 3.0;
        for (m = 0; m < M; m++)
            b[i][m] = b[i][m] + t5[M - 1 - m] + 0.125;
    }
}
int main(void)
{
    int i, m, n = 21;
    double r[4], p[M] = {0.0};
    for (i = 0; i < N; i++)
        for (m = 0; m < M; m++) {
            a[i][m] = (double)((i * 7 + m * 5 + 3) % 11) - 4.5;
            e[i][m] = (double)((i + m) % 5);
        }
    r[0] = dead(n);
    r[1] = read_after(n);
    r[2] = read_before_in_loop(n);
    r[3] = through_pointer(n);
    parameter(n, p);
    for (i = 0; i < 4; i++)
        printf("%a\n", r[i]);
    for (m = 0; m < M; m++)
        printf("%a\n", p[m]);
    for (i = 0; i < N; i++)
        for (m = 0; m < M; m++)
            printf("%a %a %a %a %a\n", a[i][m], b[i][m], c[i][m], e[i][m], g[i][m]);
    return 0;
}
