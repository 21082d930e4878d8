/* Nested data scopes over tables of pointers to rows: an outer scope
 * without a list (as an automatic scope around NPB MG's time loop keeps
 * everything its regions use) and, in the functions it calls, scopes that
 * list a table (as the automatic scopes of MG's mg3P and psinv do).  A
 * table's block made inside an inner scope goes on with the outer one at
 * the inner end (include/bbmm/rowblock.h, bbmmi_rows_scope_end), so the
 * next call finds it; every other use of the rows between the calls must
 * still see current values: an update of the host and a host write with
 * an update of the devices inside the outer scope, an inner scope that
 * lists the other table only, a table whose rows grow (a larger block
 * replaces the handed-over one), and the outer scope's end.
 * Built plain and through bbmm-pp, compared byte for byte on 1, 2 and 4
 * devices, every region on the devices. */
#include <stdio.h>
#include <stdlib.h>

#define N 20

static void relax(double **t, double **s, int n)
{
    int i, j;
#pragma bbmm data(t)
    {
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                s[i][j] = 0.5 * s[i][j] + 0.125 * (t[i - 1][j] + t[i + 1][j] + t[i][j - 1] + t[i][j + 1]);
#pragma bbmm
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                t[i][j] = t[i][j] * 0.75 + 0.25 * s[i][j];
    }
}

static void scale(double **s, int n, double f)
{
    int i, j;
#pragma bbmm data(s)
    {
#pragma bbmm
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                s[i][j] = s[i][j] * f + 0.5;
    }
}

int main(void)
{
    double **t = malloc(N * sizeof(*t)), **s = malloc(N * sizeof(*s));
    double sum = 0.0;
    int i, j, it, n;
    for (i = 0; i < N; i++) {
        t[i] = malloc(N * sizeof(**t));
        s[i] = malloc(N * sizeof(**s));
        for (j = 0; j < N; j++) {
            t[i][j] = (double)((i * 7 + j * 3 + 1) % 11);
            s[i][j] = (double)((i * 5 + j * 2 + 4) % 13);
        }
    }
#pragma bbmm data
    {
        for (it = 0; it < 5; it++) {
            n = it < 3 ? N - 4 : N; /* the blocks grow at it == 3 */
            relax(t, s, n);
            scale(s, n, 0.5);
            if (it == 1) {
#pragma bbmm update host(t, s)
                t[2][3] += s[4][5];
                s[6][7] = t[1][1] * 0.5;
#pragma bbmm update device(t, s)
            }
        }
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            sum += t[i][j] - s[i][j];
            printf("%d %d %a %a\n", i, j, t[i][j], s[i][j]);
        }
    printf("sum %a\n", sum);
    for (i = 0; i < N; i++) {
        free(t[i]);
        free(s[i]);
    }
    free(t);
    free(s);
    return 0;
}
