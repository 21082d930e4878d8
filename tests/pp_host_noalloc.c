/* A region whose scratch array bbmm-pp expands (one copy per iteration of
 * its parallel loops, as NPB LU's tmat in blts and buts) allocates those
 * copies only on the devices' path: run on the host as written
 * (BBMM_HOST=always here; host=auto for small runs), it must call malloc
 * not at all.  Before, every run allocated and freed the copies first;
 * in LU class W, 58,219 region runs on the host, that was 4-10 % of the
 * program's time in malloc, free and brk.  Linked with
 * -Wl,--wrap=malloc, so every malloc of this file's code is counted. */
#include <stdio.h>
#include <stdlib.h>
#define N 64
#define M 5
static double a[N][N][M], b[N][N][M];
static long mallocs;
void *__real_malloc(size_t size);
void *__wrap_malloc(size_t size);
void *__wrap_malloc(size_t size)
{
    mallocs++;
    return __real_malloc(size);
}
static void sweep(int n, int s)
{
    int i, j, m;
    double t[M];
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            for (m = 0; m < M; m++)
                t[m] = a[i][j][m] * 0.5 + s;
            for (m = 0; m < M; m++)
                b[i][j][m] += t[m] * t[M - 1 - m];
        }
}
/* The malloc calls of "runs" runs of the region from one loop (the loop
 * itself may open an automatic data scope, which allocates once). */
static long runs_of(int from, int runs)
{
    long before = mallocs;
    int s;
    for (s = from; s < from + runs; s++)
        sweep(N, s);
    return mallocs - before;
}
int main(void)
{
    int i, j, m, s;
    long few, many;
    double sum = 0.0, want = 0.0, bw[N][N][M] = {{{0.0}}};
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (m = 0; m < M; m++)
                a[i][j][m] = (double)((i * 7 + j * 3 + m) % 11) / 8.0;
    sweep(N, 0); /* the first run: the runtime's own set-up may allocate */
    few = runs_of(1, 4);
    many = runs_of(5, 16);
    for (s = 0; s <= 20; s++) /* the same sums as written, for the check */
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                for (m = 0; m < M; m++)
                    bw[i][j][m] += (a[i][j][m] * 0.5 + s) * (a[i][j][M - 1 - m] * 0.5 + s);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (m = 0; m < M; m++) {
                sum += b[i][j][m];
                want += bw[i][j][m];
                if (b[i][j][m] != bw[i][j][m]) {
                    fprintf(stderr, "b[%d][%d][%d] = %a, want %a\n", i, j, m, b[i][j][m], bw[i][j][m]);
                    return 1;
                }
            }
    printf("sum %a (want %a); malloc calls: %ld in 4 runs on the host, %ld in 16\n", sum, want, few, many);
    if (many != few) {
        fprintf(stderr, "the region allocates on the host's path: %ld malloc call(s) in 4 runs, %ld in 16\n", few,
                many);
        return 1;
    }
    return 0;
}
