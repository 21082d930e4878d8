/* tests/scope_host/other/keeper.c - code of another file for the
 * foreign_*.c programs: it keeps the address it is given and uses it
 * later (a write, a read handed back, an exit handler's print).  Built
 * plainly into both twins (no pragma here). */
#include <stdio.h>
#include <stdlib.h>

static double *kept;
static char *kept_text;
static int kept_n;

void keeper_take(double *p, int n)
{
    kept = p;
    kept_n = n;
}

void keeper_take_text(char *s)
{
    kept_text = s;
}

double *keeper_give(void)
{
    return kept;
}

char *keeper_give_text(void)
{
    return kept_text;
}

/* A write through the kept address. */
void keeper_bump(void)
{
    kept[1] += 100.0;
}

static void keeper_report(void)
{
    int i;
    for (i = 0; i < kept_n; i++)
        printf("at exit %d %.17g\n", i, kept[i]);
}

void keeper_at_exit(void)
{
    atexit(keeper_report);
}
