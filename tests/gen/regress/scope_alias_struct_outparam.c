/* a static helper stores the array's address in a member of the struct its parameter points to (v->p = A, called as init(&w)), and host code between the regions reads through w.p: w joins A's alias set and the automatic data scope is not made (it printed stale values before) */
// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: .*'w' \(which may point into 'A'
// expect-no-output: bbmm_data_begin
#include <stdio.h>
#include <string.h>
struct view { double *p; };
static double A[1024];
static void init(struct view *v) { v->p = A; }
int main(void)
{
    struct view w;
    double x;
    int t, i;
    init(&w);
    for (t = 0; t < 2; t++) {
#pragma bbmm
        for (i = 0; i < 1024; i++)
            A[i] = A[i] + 1.0;
        memcpy(&x, w.p + 7, sizeof x);
        printf("%a\n", x);
    }
    return 0;
}
