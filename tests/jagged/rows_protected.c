// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: .*stay on the devices
/* tests/jagged/rows_protected.c - a table of pointers to the rows of an
 * array object (reversed) that an automatic data scope keeps, read by a
 * region after another region wrote the array: under
 * BBMM_CHECK=scopes the array's pages are protected while the devices
 * hold its newer values, and the gather of the table's rows, which finds
 * them in the kept array (then made current and gathered again), must
 * not stop the program (before: exit status 70 naming the runtime's own
 * copy as a host access). */
#include <stdio.h>
#include <stdlib.h>

#define N 32
static double A[N][N];

static void heat(double (*a)[N], int n)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            a[i][j] = 0.5 * a[i][j] + 0.125 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
}

static void scale(double **r, double **out, int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            out[i][j] = 0.5 * out[i][j] + r[i][j];
}

static void show(double **r, int n, int t)
{
    double acc = 0.0;
    int i, j;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            acc = acc * 0.75 + r[i][j];
    printf("t %d %.17g\n", t, acc);
}

int main(void)
{
    double **rows = malloc(N * sizeof(*rows)), **out = malloc(N * sizeof(*out));
    int i, j, t;
    for (i = 0; i < N; i++) {
        rows[i] = A[N - 1 - i];
        out[i] = malloc(N * sizeof(**out));
        for (j = 0; j < N; j++) {
            A[i][j] = (double)((i * 7 + j * 3) % 11);
            out[i][j] = 0.0;
        }
    }
    for (t = 0; t < 5; t++) {
        heat(A, N);
        scale(rows, out, N);
        show(rows, N, t);
    }
    show(out, N, 99);
    printf("A %.17g %.17g\n", A[5][5], A[20][3]);
    for (i = 0; i < N; i++)
        free(out[i]);
    free(out);
    free(rows);
    return 0;
}
