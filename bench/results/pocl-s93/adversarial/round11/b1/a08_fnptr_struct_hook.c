/* a hook in a struct of callbacks writes a global array by name between regions */
#include <stdio.h>
#define N 26
static double U[N], V[N];
struct ops { void (*after)(int); double (*norm)(int); };
static void pin(int t) { U[0] = t; U[N - 1] = -t; V[t % N] = 1.0; }
static double l1(int n) { int i; double s = 0; for (i = 0; i < n; i++) s += U[i] < 0 ? -U[i] : U[i]; return s; }
static const struct ops hooks = { pin, l1 };
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        V[i] = U[i] + 0.3 * (U[i - 1] - 2.0 * U[i] + U[i + 1]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        U[i] = V[i];
}
int main(void)
{
    int i, t, k;
    int sizes[] = {0, 2, 3, 26};
    for (k = 0; k < 4; k++) {
        int n = sizes[k];
        for (i = 0; i < N; i++) { U[i] = (i * 13) % 5; V[i] = 0; }
        for (t = 0; t < 5; t++) {
            step(n);
            hooks.after(t);
            printf("%a\n", hooks.norm(N));
        }
        for (i = 0; i < N; i++) printf("%a %a\n", U[i], V[i]);
    }
    return 0;
}
