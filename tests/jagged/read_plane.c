// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: .*stay on the devices
/* tests/jagged/read_plane.c - a host function given one plane of a
 * double ***u that an automatic data scope keeps (plane_sum(u[n/2], n)):
 * the argument is a table of rows, which may lie in any kept memory, so
 * all of it is made current before the call, as "update host" of a table
 * does (before: the plane's pointer memory matched no block and the reader
 * saw the values of the scope's start, a review's program). */
#include <stdio.h>
#include <stdlib.h>

#define N 12

static double ***alloc3(int n, int seed)
{
    double ***t = malloc(n * sizeof(*t));
    int i, j, k;
    for (i = 0; i < n; i++) {
        t[i] = malloc(n * sizeof(**t));
        for (j = 0; j < n; j++) {
            t[i][j] = malloc(n * sizeof(***t));
            for (k = 0; k < n; k++)
                t[i][j][k] = (double)((i * 7 + j * 5 + k * 3 + seed) % 13) * 0.125;
        }
    }
    return t;
}

static void free3(double ***t, int n)
{
    int i, j;
    for (i = 0; i < n; i++) {
        for (j = 0; j < n; j++)
            free(t[i][j]);
        free(t[i]);
    }
    free(t);
}

static void step(double ***u, double ***v, int n)
{
    int i, j, k;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            for (k = 1; k < n - 1; k++)
                v[i][j][k] = 0.5 * u[i][j][k] + (u[i - 1][j][k] + u[i + 1][j][k] + u[i][j - 1][k] + u[i][j + 1][k] + u[i][j][k - 1] + u[i][j][k + 1]) / 12.0;
}

static double plane_sum(double **p, int n)
{
    int j, k;
    double s = 0.0;
    for (j = 0; j < n; j++)
        for (k = 0; k < n; k++)
            s += p[j][k] * (1.0 + j);
    return s;
}

static double checksum(double ***u, int n)
{
    int i, j, k;
    double s = 0.0;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            for (k = 0; k < n; k++)
                s += u[i][j][k] * (double)(1 + (i * 3 + j * 5 + k) % 7);
    return s;
}

int main(void)
{
    double ***u = alloc3(N, 1), ***v = alloc3(N, 4);
    int t;
    for (t = 0; t < 6; t++) {
        step(u, v, N);
        step(v, u, N);
        printf("t %d plane %.17g\n", t, plane_sum(u[N / 2], N));
    }
    printf("u %.17g v %.17g\n", checksum(u, N), checksum(v, N));
    printf("u[5][5][5] %.17g v[3][4][5] %.17g\n", u[5][5][5], v[3][4][5]);
    free3(u, N);
    free3(v, N);
    return 0;
}
