// expect-explain: automatic data scope in cycle, lines [0-9]+-[0-9]+: .*stay on the devices across its regions
// expect-output: bbmm_data_begin\(bbmm_pp_context_later\(\), 0, NULL\)
// expect-output: bbmm_pp_kept_read\(\(const void \*\)\(z\), BBMM_PP_TABLE\(z\)\)
/* An automatic data scope over the levels of a table of tables of rows,
 * as NPB MG's V-cycle reaches them: "u[k]" passed to functions whose
 * regions use them (kept without a list: bbmm-pp proved the host code
 * touches nothing they reach), with host code that reads a static array
 * of the file ("m[k]", a bound) and stores through a pointer to a scalar
 * of main ("*out"), same parameter names in every function, and a debug
 * function that prints elements of a kept table on the host (made
 * current before the call: bbmm_pp_kept_read), here on every second
 * call.  Built plain and through bbmm-pp; tests/scope_host.cmake compares
 * their output bytes on 1, 2 and 4 devices. */
#include <stdio.h>
#include <stdlib.h>

#define LEVELS 3

static int m[LEVELS];
static int verbose;

static void show(double ***z, int n, int k)
{
    int i, j, l;
    double s = 0.0;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            for (l = 0; l < n; l++)
                s += z[i][j][l] * (double)(1 + (i + j + l) % 3);
    printf("level %d: %a\n", k, s);
}

static void smooth(double ***z, int n, int k)
{
    int i, j, l;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            for (l = 1; l < n - 1; l++)
                z[i][j][l] = 0.5 * z[i][j][l] + 0.125 * (z[i - 1][j][l] + z[i + 1][j][l] + z[i][j][l - 1]);
    if (verbose)
        show(z, n, k);
}

static void restrict3(double ***r, int n, double ***s, int m2)
{
    int i, j, l;
#pragma bbmm
    for (i = 0; i < m2; i++)
        for (j = 0; j < m2; j++)
            for (l = 0; l < m2; l++)
                s[i][j][l] = 0.25 * r[2 * i][2 * j][2 * l] + 0.75 * s[i][j][l] + (double)(n % 3);
}

static void prolong(double ***z, int m2, double ***u, int n)
{
    int i, j, l;
#pragma bbmm
    for (i = 0; i < m2; i++)
        for (j = 0; j < m2; j++)
            for (l = 0; l < m2; l++)
                u[2 * i][2 * j][2 * l] = u[2 * i][2 * j][2 * l] + 0.5 * z[i][j][l] + (double)(n % 2);
}

static void cycle(double ****u, double ****r, int top, double *out)
{
    int k;
    for (k = top; k >= 1; k--)
        restrict3(r[k], m[k], r[k - 1], m[k - 1]);
    smooth(u[0], m[0], 0);
    for (k = 1; k <= top; k++) {
        prolong(u[k - 1], m[k - 1], u[k], m[k]);
        smooth(u[k], m[k], k);
    }
    *out = (double)m[top];
}

static double ***level(int n, int seed)
{
    double ***t = malloc((size_t)n * sizeof(*t));
    int i, j, l;
    for (i = 0; i < n; i++) {
        t[i] = malloc((size_t)n * sizeof(**t));
        for (j = 0; j < n; j++) {
            t[i][j] = malloc((size_t)n * sizeof(***t));
            for (l = 0; l < n; l++)
                t[i][j][l] = (double)((i * 7 + j * 5 + l * 3 + seed) % 11) * 0.25;
        }
    }
    return t;
}

int main(void)
{
    double ****u = malloc(LEVELS * sizeof(*u)), ****r = malloc(LEVELS * sizeof(*r)), out = 0.0;
    int k, i, j, it;
    for (k = 0; k < LEVELS; k++) {
        m[k] = 3 << k;
        u[k] = level(m[k], k);
        r[k] = level(m[k], k + 5);
    }
    for (it = 0; it < 4; it++) {
        verbose = it % 2;
        cycle(u, r, LEVELS - 1, &out);
        printf("it %d: %a\n", it, out);
    }
    for (k = 0; k < LEVELS; k++) {
        show(u[k], m[k], k);
        show(r[k], m[k], k);
        for (i = 0; i < m[k]; i++) {
            for (j = 0; j < m[k]; j++) {
                free(u[k][i][j]);
                free(r[k][i][j]);
            }
            free(u[k][i]);
            free(r[k][i]);
        }
        free(u[k]);
        free(r[k]);
    }
    free(u);
    free(r);
    return 0;
}
