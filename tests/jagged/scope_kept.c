/* Tables of pointers to rows inside a data scope without a list, as NPB's
 * MG uses them: the scope keeps each table's gathered block on the
 * devices across the region runs (bbmm/rowblock.h), and every other use of
 * the rows gets their current values:
 *   - regions that reach different parts of a table (an interior, then the
 *     whole) grow the kept block's rows; a coarser level's table is a
 *     block of smaller extents;
 *   - resid(u, r, r): the second table a copy of the third's rows before
 *     the run, read from the kept block;
 *   - "update host(u)" and host code reading the rows, inside the scope;
 *     host code writing a row, then "update device(u)";
 *   - a table whose rows lie in a 2-D array that another region of the
 *     scope reaches by its name;
 *   - two tables over the same rows (one reversed), one written through
 *     each in turn;
 *   - a table first reached only on its diagonal rows (the devices' boxes
 *     hold rows not gathered yet), then whole;
 *   - a region left as sequential code (a sum and a maximum, NPB MG's
 *     norm2u3) that reads a kept table on the host.
 * Built plain and through bbmm-pp, compared byte for byte. */
#include <stdio.h>
#include <stdlib.h>

#define N3 10
#define N2 9
#define N1 12
#define M 14

static double ***table3(int n3, int n2, int n1, int seed)
{
    double ***t = malloc((size_t)n3 * sizeof(*t));
    int i3, i2, i1;
    for (i3 = 0; i3 < n3; i3++) {
        t[i3] = malloc((size_t)n2 * sizeof(**t));
        for (i2 = 0; i2 < n2; i2++) {
            t[i3][i2] = malloc((size_t)n1 * sizeof(***t));
            for (i1 = 0; i1 < n1; i1++)
                t[i3][i2][i1] = (double)((i3 * 7 + i2 * 5 + i1 * 3 + seed) % 13) * 0.25;
        }
    }
    return t;
}

static void free3(double ***t, int n3, int n2)
{
    int i3, i2;
    for (i3 = 0; i3 < n3; i3++) {
        for (i2 = 0; i2 < n2; i2++)
            free(t[i3][i2]);
        free(t[i3]);
    }
    free(t);
}

static void zero3(double ***z, int n3, int n2, int n1)
{
    int i3, i2, i1;
#pragma bbmm
    for (i3 = 0; i3 < n3; i3++)
        for (i2 = 0; i2 < n2; i2++)
            for (i1 = 0; i1 < n1; i1++)
                z[i3][i2][i1] = 0.0;
}

/* u's interior from r's neighbours */
static void smooth(double ***r, double ***u, int n3, int n2, int n1)
{
    int i3, i2, i1;
#pragma bbmm
    for (i3 = 1; i3 < n3 - 1; i3++)
        for (i2 = 1; i2 < n2 - 1; i2++)
            for (i1 = 1; i1 < n1 - 1; i1++)
                u[i3][i2][i1] = u[i3][i2][i1] + 0.5 * r[i3][i2][i1] +
                                0.125 * (r[i3 - 1][i2][i1] + r[i3 + 1][i2][i1] + r[i3][i2 - 1][i1] +
                                         r[i3][i2 + 1][i1] + r[i3][i2][i1 - 1] + r[i3][i2][i1 + 1]);
}

/* r = v - A u on the interior */
static void resid(double ***u, double ***v, double ***r, int n3, int n2, int n1)
{
    int i3, i2, i1;
#pragma bbmm
    for (i3 = 1; i3 < n3 - 1; i3++)
        for (i2 = 1; i2 < n2 - 1; i2++)
            for (i1 = 1; i1 < n1 - 1; i1++)
                r[i3][i2][i1] = v[i3][i2][i1] - 0.75 * u[i3][i2][i1] +
                                0.0625 * (u[i3 - 1][i2][i1] + u[i3 + 1][i2][i1] + u[i3][i2][i1 - 1] +
                                          u[i3][i2][i1 + 1]);
}

/* the coarse level from every second point of the fine one */
static void coarsen(double ***f, double ***c, int m3, int m2, int m1)
{
    int j3, j2, j1;
#pragma bbmm
    for (j3 = 0; j3 < m3; j3++)
        for (j2 = 0; j2 < m2; j2++)
            for (j1 = 0; j1 < m1; j1++)
                c[j3][j2][j1] = 0.5 * f[2 * j3][2 * j2][2 * j1] + 0.25 * f[2 * j3 + 1][2 * j2][2 * j1 + 1];
}

static void back(double ***c, double ***f, int m3, int m2, int m1)
{
    int j3, j2, j1;
#pragma bbmm
    for (j3 = 0; j3 < m3; j3++)
        for (j2 = 0; j2 < m2; j2++)
            for (j1 = 0; j1 < m1; j1++)
                f[2 * j3][2 * j2][2 * j1] = f[2 * j3][2 * j2][2 * j1] + 0.5 * c[j3][j2][j1];
}

static void diag(double ***w, int n, int n1)
{
    int i, i1;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (i1 = 0; i1 < n1; i1++)
            w[i][i][i1] = w[i][i][i1] * 2.0 + 1.0;
}

static void norm3(double ***r, int n3, int n2, int n1, double *sum, double *top)
{
    double s = 0.0, a, tmp = 0.0;
    int i3, i2, i1;
#pragma bbmm
    for (i3 = 1; i3 < n3 - 1; i3++)
        for (i2 = 1; i2 < n2 - 1; i2++)
            for (i1 = 1; i1 < n1 - 1; i1++) {
                s = s + r[i3][i2][i1] * r[i3][i2][i1];
                a = r[i3][i2][i1] < 0 ? -r[i3][i2][i1] : r[i3][i2][i1];
                if (a > tmp)
                    tmp = a;
            }
    *sum = s;
    *top = tmp;
}

static double A[M][M];

static void through(double **rows, int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            rows[i][j] = rows[i][j] * 0.5 + (double)j;
}

static void direct(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 1; j < n; j++)
            A[i][j] = A[i][j] + 0.25 * A[i][j - 1];
}

static void grow2(double **p, int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            p[i][j] = p[i][j] * 1.5 - 0.25 * (double)i;
}

static void mix2(double **q, double **out, int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            out[i][j] = q[i][j] + 2.0 * q[i][n - 1 - j];
}

static double sum3(double ***t, int n3, int n2, int n1)
{
    double s = 0.0;
    int i3, i2, i1;
    for (i3 = 0; i3 < n3; i3++)
        for (i2 = 0; i2 < n2; i2++)
            for (i1 = 0; i1 < n1; i1++)
                s += t[i3][i2][i1] * (double)(1 + (i3 + i2 + i1) % 3);
    return s;
}

int main(void)
{
    double ***u = table3(N3, N2, N1, 1), ***v = table3(N3, N2, N1, 4), ***r = table3(N3, N2, N1, 9);
    double ***c = table3(N3 / 2, N2 / 2, N1 / 2, 2), ***w = table3(N3, N2, N1, 5);
    double *rows[M], **p = malloc(M * sizeof(*p)), **q = malloc(M * sizeof(*q)), **o = malloc(M * sizeof(*o));
    double sum, top;
    int i, j, t;
    for (i = 0; i < M; i++) {
        rows[i] = A[i];
        p[i] = malloc(M * sizeof(**p));
        o[i] = malloc(M * sizeof(**o));
        for (j = 0; j < M; j++) {
            A[i][j] = (double)((i * 3 + j) % 7);
            p[i][j] = (double)((i + 2 * j) % 5);
        }
    }
    for (i = 0; i < M; i++)
        q[i] = p[M - 1 - i];
#pragma bbmm data
    {
        for (t = 0; t < 4; t++) {
            diag(w, N2, N1);
            smooth(w, u, N3, N2, N1);
            smooth(r, u, N3, N2, N1);
            resid(u, v, r, N3, N2, N1);
            resid(u, r, r, N3, N2, N1);
            coarsen(r, c, N3 / 2, N2 / 2, N1 / 2);
            smooth(c, c, N3 / 2, N2 / 2, N1 / 2);
            back(c, u, N3 / 2, N2 / 2, N1 / 2);
            resid(u, v, r, N3, N2, N1);
            norm3(r, N3, N2, N1, &sum, &top);
            printf("t %d: r %a %a\n", t, sum, top);
            if (t == 1) {
#pragma bbmm update host(u)
                printf("t %d: u %a\n", t, sum3(u, N3, N2, N1));
            }
            if (t == 2) {
#pragma bbmm update host(u)
                u[1][2][3] += 1.0;
#pragma bbmm update device(u)
                zero3(v, N3, N2, N1);
            }
            through(rows, M);
            direct(M);
            grow2(p, M);
            mix2(q, o, M);
            grow2(q, M);
        }
    }
    printf("u %a\nv %a\nr %a\nc %a\nw %a\n", sum3(u, N3, N2, N1), sum3(v, N3, N2, N1), sum3(r, N3, N2, N1),
           sum3(c, N3 / 2, N2 / 2, N1 / 2), sum3(w, N3, N2, N1));
    for (i = 0; i < M; i++)
        for (j = 0; j < M; j++)
            printf("%d %d %a %a %a\n", i, j, A[i][j], p[i][j], o[i][j]);
    free3(u, N3, N2);
    free3(v, N3, N2);
    free3(r, N3, N2);
    free3(w, N3, N2);
    free3(c, N3 / 2, N2 / 2);
    for (i = 0; i < M; i++) {
        free(p[i]);
        free(o[i]);
    }
    free(p);
    free(q);
    free(o);
    return 0;
}
