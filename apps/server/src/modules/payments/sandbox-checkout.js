/*
 * GigBazaar's sandbox checkout: a stand-in for Razorpay's checkout.js with the same contract, so the Pay page runs
 * one code path for both gateways. `new Razorpay(options)` takes Razorpay's options (key, amount, currency, name,
 * description, order_id, prefill, theme, handler, modal.ondismiss); `open()` shows a dialog; paying calls
 * `handler({ razorpay_payment_id, razorpay_order_id, razorpay_signature })`, a failure fires the
 * `payment.failed` listeners with Razorpay's `{ error: { code, description, ... } }`.
 * The dialog is built with DOM calls and CSSOM styles only, so the page's CSP needs nothing added.
 */
/* global window, document */
/* eslint-disable @typescript-eslint/no-this-alias -- plain ES5 for any browser: `self` keeps the instance in callbacks */
(function () {
  'use strict';

  function css(el, styles) {
    for (var k in styles) el.style[k] = styles[k];
    return el;
  }

  function make(tag, styles, text) {
    var el = document.createElement(tag);
    if (styles) css(el, styles);
    if (text != null) el.textContent = text;
    return el;
  }

  function rupees(paise) {
    try {
      return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
    } catch {
      return '₹' + (paise / 100).toFixed(2);
    }
  }

  function SandboxRazorpay(options) {
    if (!(this instanceof SandboxRazorpay)) return new SandboxRazorpay(options);
    this.options = options || {};
    this.listeners = {};
  }

  SandboxRazorpay.prototype.on = function (event, fn) {
    (this.listeners[event] = this.listeners[event] || []).push(fn);
    return this;
  };

  SandboxRazorpay.prototype.emit = function (event, payload) {
    var list = this.listeners[event] || [];
    for (var i = 0; i < list.length; i++) list[i](payload);
  };

  SandboxRazorpay.prototype.close = function () {
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root);
    if (this.keydown) document.removeEventListener('keydown', this.keydown, true);
    if (this.previousFocus && this.previousFocus.focus) this.previousFocus.focus();
    this.root = null;
  };

  SandboxRazorpay.prototype.open = function () {
    var self = this;
    var o = self.options;
    if (self.root) return;
    self.previousFocus = document.activeElement;
    var accent = (o.theme && o.theme.color) || '#1dbf73';
    var dark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
    if (document.documentElement.dataset && document.documentElement.dataset.theme) {
      dark = document.documentElement.dataset.theme === 'dark';
    }
    var bg = dark ? '#1f2326' : '#ffffff';
    var fg = dark ? '#eef0f2' : '#1b1f23';
    var muted = dark ? '#a9b1b8' : '#5c6670';
    var line = dark ? '#3a4147' : '#dfe3e6';

    var root = make('div', {
      position: 'fixed',
      inset: '0',
      zIndex: '2147483000',
      background: 'rgba(0,0,0,0.55)',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: '16px',
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    });
    root.setAttribute('data-testid', 'sandbox-checkout');
    var box = make('div', {
      background: bg,
      color: fg,
      borderRadius: '12px',
      width: '100%',
      maxWidth: '380px',
      boxShadow: '0 12px 40px rgba(0,0,0,0.35)',
      overflow: 'hidden',
    });
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-labelledby', 'gb-sandbox-title');

    var head = make('div', { background: accent, color: '#fff', padding: '16px 20px', position: 'relative' });
    var title = make('h2', { margin: '0', fontSize: '18px' }, o.name || 'GigBazaar');
    title.id = 'gb-sandbox-title';
    head.appendChild(title);
    if (o.description)
      head.appendChild(make('p', { margin: '4px 0 0', fontSize: '14px', opacity: '0.95' }, o.description));
    head.appendChild(
      make('p', { margin: '8px 0 0', fontSize: '22px', fontWeight: '700' }, rupees(Number(o.amount) || 0)),
    );
    var closeBtn = make(
      'button',
      {
        position: 'absolute',
        top: '8px',
        right: '8px',
        background: 'transparent',
        border: '0',
        color: '#fff',
        fontSize: '22px',
        cursor: 'pointer',
        width: '36px',
        height: '36px',
        borderRadius: '18px',
      },
      '×',
    );
    closeBtn.type = 'button';
    closeBtn.setAttribute('aria-label', 'Close checkout');
    head.appendChild(closeBtn);
    box.appendChild(head);

    var body = make('div', { padding: '16px 20px 20px' });
    body.appendChild(
      make(
        'p',
        {
          margin: '0 0 12px',
          fontSize: '13px',
          color: muted,
          border: '1px dashed ' + line,
          padding: '8px',
          borderRadius: '8px',
        },
        'Sandbox payment: no real money moves. Choose a test method, then Pay or Fail.',
      ),
    );

    var fieldset = make('fieldset', { border: '0', margin: '0 0 16px', padding: '0' });
    fieldset.appendChild(make('legend', { fontSize: '14px', fontWeight: '600', marginBottom: '8px' }, 'Test method'));
    var methods = [
      ['card', 'Test card 4111 1111 1111 1111'],
      ['upi', 'Test UPI success@razorpay'],
    ];
    for (var i = 0; i < methods.length; i++) {
      var label = make('label', {
        display: 'flex',
        gap: '8px',
        alignItems: 'center',
        padding: '10px',
        border: '1px solid ' + line,
        borderRadius: '8px',
        marginBottom: '8px',
        cursor: 'pointer',
        fontSize: '14px',
      });
      var radio = document.createElement('input');
      radio.type = 'radio';
      radio.name = 'gb-sandbox-method';
      radio.value = methods[i][0];
      if (i === 0) radio.checked = true;
      label.appendChild(radio);
      label.appendChild(document.createTextNode(methods[i][1]));
      fieldset.appendChild(label);
    }
    body.appendChild(fieldset);

    var status = make('p', { minHeight: '20px', margin: '0 0 8px', fontSize: '14px', color: '#c0392b' });
    status.setAttribute('role', 'status');
    body.appendChild(status);

    var row = make('div', { display: 'flex', gap: '8px' });
    var payBtn = make(
      'button',
      {
        flex: '1',
        background: accent,
        color: '#fff',
        border: '0',
        borderRadius: '8px',
        padding: '12px',
        fontSize: '15px',
        fontWeight: '600',
        cursor: 'pointer',
      },
      'Pay ' + rupees(Number(o.amount) || 0),
    );
    payBtn.type = 'button';
    var failBtn = make(
      'button',
      {
        flex: '1',
        background: 'transparent',
        color: fg,
        border: '1px solid ' + line,
        borderRadius: '8px',
        padding: '12px',
        fontSize: '15px',
        cursor: 'pointer',
      },
      'Fail',
    );
    failBtn.type = 'button';
    row.appendChild(payBtn);
    row.appendChild(failBtn);
    body.appendChild(row);
    box.appendChild(body);
    root.appendChild(box);

    function busy(on) {
      payBtn.disabled = on;
      failBtn.disabled = on;
      payBtn.style.opacity = on ? '0.6' : '1';
      failBtn.style.opacity = on ? '0.6' : '1';
    }

    function dismiss() {
      self.close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    }

    function pay(outcome) {
      busy(true);
      status.textContent = outcome === 'success' ? 'Processing payment…' : '';
      var method = (box.querySelector('input[name="gb-sandbox-method"]:checked') || {}).value || 'card';
      var description =
        method === 'upi'
          ? 'The UPI payment was declined by the payer\u2019s bank (sandbox).'
          : 'Your card was declined by the bank (sandbox).';
      fetch('/api/payments/sandbox/pay', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
        body: JSON.stringify({ order_id: o.order_id, outcome: outcome, description: description }),
      })
        .then(function (res) {
          return res.json().then(function (json) {
            return { ok: res.ok, status: res.status, json: json };
          });
        })
        .then(function (r) {
          if (r.ok) {
            self.close();
            if (typeof o.handler === 'function') o.handler(r.json);
            return;
          }
          var desc = (r.json && (r.json.description || r.json.message)) || 'The payment could not be completed.';
          self.close();
          self.emit('payment.failed', {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: desc,
              source: 'customer',
              step: 'payment_authorization',
              reason: 'payment_failed',
              metadata: { order_id: o.order_id },
            },
          });
        })
        .catch(function () {
          busy(false);
          status.textContent = 'Could not reach the sandbox gateway. Please try again.';
        });
    }

    payBtn.addEventListener('click', function () {
      pay('success');
    });
    failBtn.addEventListener('click', function () {
      pay('failure');
    });
    closeBtn.addEventListener('click', dismiss);
    root.addEventListener('click', function (e) {
      if (e.target === root) dismiss();
    });
    self.keydown = function (e) {
      if (e.key === 'Escape') {
        e.stopPropagation();
        dismiss();
      } else if (e.key === 'Tab') {
        // Keep focus inside the dialog, as a modal should.
        var focusable = box.querySelectorAll('button, input');
        var first = focusable[0];
        var last = focusable[focusable.length - 1];
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', self.keydown, true);
    document.body.appendChild(root);
    self.root = root;
    payBtn.focus();
  };

  window.Razorpay = SandboxRazorpay;
})();
