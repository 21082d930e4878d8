/* Stam stable fluids: add_source over flat size, diffuse (Jacobi form), project (div, p solve, gradient subtract) with set_bnd; IX(i,j) ((i)+(N+2)*(j)) */
#include <stdio.h>
#include <stdlib.h>
#define IX(i, j) ((i) + (N + 2) * (j))
#define SWAP(x0, x) { float *tmp = x0; x0 = x; x = tmp; }

static void add_source(int N, float *x, float *s, float dt)
{
    int i, size = (N + 2) * (N + 2);
#pragma bbmm array(x[size], s[size])
    for (i = 0; i < size; i++) x[i] += dt * s[i];
}
static void set_bnd(int N, int b, float *x)
{
    int i;
#pragma bbmm array(x[N + 2][N + 2])
    {
        for (i = 1; i <= N; i++) {
            x[IX(0, i)] = b == 1 ? -x[IX(1, i)] : x[IX(1, i)];
            x[IX(N + 1, i)] = b == 1 ? -x[IX(N, i)] : x[IX(N, i)];
            x[IX(i, 0)] = b == 2 ? -x[IX(i, 1)] : x[IX(i, 1)];
            x[IX(i, N + 1)] = b == 2 ? -x[IX(i, N)] : x[IX(i, N)];
        }
        x[IX(0, 0)] = 0.5f * (x[IX(1, 0)] + x[IX(0, 1)]);
        x[IX(0, N + 1)] = 0.5f * (x[IX(1, N + 1)] + x[IX(0, N)]);
        x[IX(N + 1, 0)] = 0.5f * (x[IX(N, 0)] + x[IX(N + 1, 1)]);
        x[IX(N + 1, N + 1)] = 0.5f * (x[IX(N, N + 1)] + x[IX(N + 1, N)]);
    }
}
static void jacobi_solve(int N, int b, float *x, float *x0, float *tmp, float a, float c)
{
    int i, j, k;
    for (k = 0; k < 6; k++) {
#pragma bbmm array(x[N + 2][N + 2], x0[N + 2][N + 2], tmp[N + 2][N + 2])
        {
            for (j = 1; j <= N; j++)
                for (i = 1; i <= N; i++)
                    tmp[IX(i, j)] = (x0[IX(i, j)] + a * (x[IX(i - 1, j)] + x[IX(i + 1, j)] + x[IX(i, j - 1)] + x[IX(i, j + 1)])) / c;
            for (j = 1; j <= N; j++)
                for (i = 1; i <= N; i++)
                    x[IX(i, j)] = tmp[IX(i, j)];
        }
        set_bnd(N, b, x);
    }
}
static void project(int N, float *u, float *v, float *p, float *div, float *tmp)
{
    int i, j;
    float h = 1.0f / N;
#pragma bbmm array(u[N + 2][N + 2], v[N + 2][N + 2], p[N + 2][N + 2], div[N + 2][N + 2])
    for (j = 1; j <= N; j++)
        for (i = 1; i <= N; i++) {
            div[IX(i, j)] = -0.5f * h * (u[IX(i + 1, j)] - u[IX(i - 1, j)] + v[IX(i, j + 1)] - v[IX(i, j - 1)]);
            p[IX(i, j)] = 0;
        }
    set_bnd(N, 0, div); set_bnd(N, 0, p);
    jacobi_solve(N, 0, p, div, tmp, 1, 4);
#pragma bbmm array(u[N + 2][N + 2], v[N + 2][N + 2], p[N + 2][N + 2])
    for (j = 1; j <= N; j++)
        for (i = 1; i <= N; i++) {
            u[IX(i, j)] -= 0.5f * N * (p[IX(i + 1, j)] - p[IX(i - 1, j)]);
            v[IX(i, j)] -= 0.5f * N * (p[IX(i, j + 1)] - p[IX(i, j - 1)]);
        }
    set_bnd(N, 1, u); set_bnd(N, 2, v);
}
int main(void)
{
    int Ns[] = {1, 2, 5, 16};
    for (int c = 0; c < 4; c++) {
        int N = Ns[c], size = (N + 2) * (N + 2);
        float *u = calloc(size, 4), *v = calloc(size, 4), *u0 = calloc(size, 4), *v0 = calloc(size, 4);
        float *p = calloc(size, 4), *dv = calloc(size, 4), *tmp = calloc(size, 4);
        for (int k = 0; k < size; k++) { u0[k] = (float)((k * 7) % 5 - 2); v0[k] = (float)((k * 3) % 7 - 3) * 0.5f; }
        for (int t = 0; t < 3; t++) {
            add_source(N, u, u0, 0.1f);
            add_source(N, v, v0, 0.1f);
            SWAP(u0, u); jacobi_solve(N, 1, u, u0, tmp, 0.2f, 1.8f);
            SWAP(v0, v); jacobi_solve(N, 2, v, v0, tmp, 0.2f, 1.8f);
            project(N, u, v, p, dv, tmp);
            double s = 0;
            for (int k = 0; k < size; k++) s += u[k] - 2.0 * v[k];
            printf("N=%d t=%d s=%a\n", N, t, s);
        }
        for (int k = 0; k < size; k++) printf("%a %a\n", u[k], v[k]);
        free(u); free(v); free(u0); free(v0); free(p); free(dv); free(tmp);
    }
    return 0;
}
