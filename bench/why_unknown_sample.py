#!/usr/bin/env python3
"""Seed 003's check on a sample of 20 UNKNOWN tasks (issue "why UNKNOWN",
item 4): each named variable is constrained at its loop's head with a fact
that holds there (an __CPROVER_assume in the loop condition), and kiki runs
again with the task's options. Prints the verdict before and after.

    bench/why_unknown_sample.py [--kiki build/kiki] [FILTER]

The constrained copies are written under a temporary folder.
"""
import argparse, os, shutil, subprocess, sys, shlex, csv, tempfile
HERE = os.path.dirname(os.path.abspath(__file__))
BASE=os.path.normpath(os.path.join(HERE, '..', '..', 'shared', 'tests', '2ls-regression'))
rows={ (r['category']+'/'+r['test']): dict(r, base=BASE) for r in csv.DictReader(open(BASE+'/manifest.tsv'),delimiter='\t')}
SV=os.path.normpath(os.path.join(HERE, '..', '..', 'shared', 'tests', 'svcomp'))
for r in csv.DictReader(open(SV+'/manifest.tsv'),delimiter='\t'):
    if r['category']=='svcomp-unreach-call': rows[r['test']]=dict(r, base=SV)
# task, {line: (old, new)}
SAMPLES = [
 ('invariants/nested4', {8: ('for(int i=0;i<n;i++)', 'for(int i=0;(__CPROVER_assume(cost0 <= 5*i)), i<n;i++)')}),
 ('invariants/nested5', {8: ('for(int i=0;i<n;i++)', 'for(int i=0;(__CPROVER_assume(cost0 <= 25*i)), i<n;i++)'),
                         11: ('for(int j=0;j<n;j++)', 'for(int j=0;(__CPROVER_assume(cost1 <= 5*j)), j<n;j++)')}),
 ('interprocedural/custom3', {14: ('for (i = 0; i < n; ++i, ++costl1)', 'for (i = 0; (__CPROVER_assume(costl1 == i)), i < n; ++i, ++costl1)')}),
 ('interprocedural/custom4', {14: ('for (i = 0; i < n; ++i, ++costl1)', 'for (i = 0; (__CPROVER_assume(costl1 == i)), i < n; ++i, ++costl1)')}),
 ('invariants/equality_through_array_of_struct2', {18: ('for (int i = 0; i < SIZE; ++i)', 'for (int i = 0; (__CPROVER_assume(0 <= i && i <= SIZE)), i < SIZE; ++i)')}),
 ('arrays/max_one_loop', {11: ('for (int i = 0; i < N; i++)', 'for (int i = 0; (__CPROVER_assume(max >= 0)), i < N; i++)')}),
 ('arrays/init_from_var', {11: ('while (__VERIFIER_nondet_int())', 'while ((__CPROVER_assume(x >= 0 && x <= 1000)), __VERIFIER_nondet_int())')}),
 ('loop-lit__gj2007b', {28: ('while(x < n) {', 'while((__CPROVER_assume(x <= n || x == 0)), x < n) {')}),
 ('loop-acceleration__overflow_1-1', {14: ('while (x >= 10) {', 'while ((__CPROVER_assume(x % 2 == 0)), x >= 10) {')}),
 ('loop-lit__bhmr2007', {28: ('while (i < n) {', 'while ((__CPROVER_assume(a + b == 3*i)), i < n) {')}),
 ('loop-lit__cggmp2005_variant', {30: ('while (mid > 0) {', 'while ((__CPROVER_assume(hi == lo + 2*mid)), mid > 0) {')}),
 ('loop-new__nested-1', {31: ('for (i = 0; i < n; i++) {', 'for (i = 0; (__CPROVER_assume(k == i*m)), i < n; i++) {')}),
 ('loop-lit__ddlm2013', {35: ('while (__VERIFIER_nondet_int()) {', 'while ((__CPROVER_assume(!flag || a == b)), __VERIFIER_nondet_int()) {')}),
 ('loop-invgen__fragtest_simple', {38: ('while ( __VERIFIER_nondet_int() && i <= 1000000) {', 'while ((__CPROVER_assume(k == i)), __VERIFIER_nondet_int() && i <= 1000000) {')}),
 ('loop-invgen__nested9', {35: ('for (j = 2*i;j<3*i;j++)', 'for (j = 2*i;(__CPROVER_assume(j <= 3*i)), j<3*i;j++)')}),
 ('loop-invariants__linear-inequality-inv-a', {12: ('while (i < n) {', 'while ((__CPROVER_assume(s <= 255*i && (i == 0 || v <= s))), i < n) {')}),
 ('loop-invariants__eq1', {16: ('while (__VERIFIER_nondet_uint()) {', 'while ((__CPROVER_assume(w == x && y == z)), __VERIFIER_nondet_uint()) {')}),
 ('arrays/standard_partition', {39: ('while( a < N ) {', 'while( (__CPROVER_assume(b + c == a && b >= 0 && c >= 0)), a < N ) {')}),
 ('invariants/loop18', {13: ('while(x>0);', 'while((__CPROVER_assume(y <= x)), x>0);')}),
 ('invariants/complexity5', {20: ('for (j = 0; j < n; ++j, ++cost2, aux2 = cost2 / n) {', 'for (j = 0; (__CPROVER_assume(aux2 <= 1)), j < n; ++j, ++cost2, aux2 = cost2 / n) {')}),
]
ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
ap.add_argument('--kiki', default=os.path.join(HERE, '..', 'build', 'kiki'))
ap.add_argument('filter', nargs='?', default='')
a = ap.parse_args()
kiki = os.path.abspath(a.kiki)
work = tempfile.mkdtemp(prefix='kiki-sample-')
shutil.copy(os.path.join(BASE, 'interprocedural', 'cprover_templates.h'), work)
decided = 0
for task, edits in SAMPLES:
    if a.filter not in task: continue
    r=rows[task]; src=os.path.join(r['base'],r['category'],r['test']) if r['base']==SV else os.path.join(BASE,task); dst=os.path.join(work,task.replace('/','_'))
    shutil.rmtree(dst, ignore_errors=True); shutil.copytree(src,dst)
    lines=open(os.path.join(dst,r['program'])).read().split('\n')
    for ln,(old,new) in edits.items():
        assert old in lines[ln-1], (task, ln, lines[ln-1]); lines[ln-1]=lines[ln-1].replace(old,new)
    open(os.path.join(dst,r['program']),'w').write('\n'.join(lines))
    outs=[]
    for d in (src,dst):
        p=subprocess.run([kiki]+shlex.split(r['options'])+['--timeout','30',r['program']],cwd=d,capture_output=True,text=True)
        outs.append({0:'SUCCESSFUL',10:'FAILED',5:'INCONCLUSIVE'}.get(p.returncode,p.returncode))
    print('%-50s expected %-12s before %-12s constrained %s' % (task, r['expected'], outs[0], outs[1]), flush=True)
    decided += outs[1] in ('SUCCESSFUL', 'FAILED')
print('decided after constraining the named variables: %d' % decided)
shutil.rmtree(work, ignore_errors=True)
